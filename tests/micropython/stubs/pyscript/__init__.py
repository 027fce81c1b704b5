# A stand-in for PyScript's module, only so the page's modules import outside a browser (the
# MicroPython test imports every page module; nothing here is called by the pure modules it runs).
document = None
window = None


def when(*args, **kwargs):
    return lambda handler: handler


async def fetch(*args, **kwargs):
    raise OSError("no fetch outside a browser")
