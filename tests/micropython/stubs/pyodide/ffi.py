# A stand-in for pyodide.ffi (see pyscript/__init__.py here).
class JsProxy:
    pass


def to_js(value, **kwargs):
    return value


def create_proxy(function):
    return function
