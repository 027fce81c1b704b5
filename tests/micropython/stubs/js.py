# A stand-in for the browser's js module (see pyscript/__init__.py here).
window = document = None
