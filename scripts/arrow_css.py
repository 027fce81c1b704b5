"""Writes the arrow rules of web/style.css (mask images: SVG of a cell of 100 units, in a layer
spanning the cell and half of each neighbour), printed to standard output: `python3 scripts/arrow_css.py`.
The printed block replaces the one after the comment "An arrow (variant_draw.py)" in style.css."""
import math
SIDES = {"n": (0, -1), "ne": (1, -1), "e": (1, 0), "se": (1, 1), "s": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (-1, -1)}
PILL = ("e", "s", "se", "w", "n", "nw")
W = 5          # the line's width (of a cell's 100)
RB, RS = 38, 33   # the bulb's outline: outer and inner radius
RM = (RB + RS) / 2
FULL = "linear-gradient(#000, #000)"
EMPTY = "linear-gradient(transparent, transparent)"

def f(x):
    x = round(x, 1)
    return str(int(x)) if x == int(x) else str(x)

def svg(body):
    return ("url(\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='-50 -50 200 200'>"
            + body + "</svg>\")")

def unit(d):
    dx, dy = SIDES[d]
    k = math.hypot(dx, dy)
    return dx / k, dy / k

def line(x1, y1, x2, y2, cap="butt"):
    return (f"<path d='M{f(x1)} {f(y1)}L{f(x2)} {f(y2)}' stroke='black' stroke-width='{W}' "
            f"stroke-linecap='{cap}' fill='none'/>")

def half(d, start=0.0):
    dx, dy = SIDES[d]
    ux, uy = unit(d)
    reach = 55 if dx and dy else 52   # just past the edge (a diagonal's past the cells beside the corner)
    return svg(line(50 + start * ux, 50 + start * uy, 50 + reach * dx, 50 + reach * dy))

def tip(d):
    ux, uy = unit(d)
    ax, ay = 50 + 30 * ux, 50 + 30 * uy
    pts = []
    for a in (math.radians(40), -math.radians(40)):
        bx = -(ux * math.cos(a) - uy * math.sin(a))
        by = -(ux * math.sin(a) + uy * math.cos(a))
        pts.append((ax + 20 * bx, ay + 20 * by))
    (p1, p2) = pts
    return svg(line(50, 50, ax, ay) + f"<path d='M{f(p1[0])} {f(p1[1])}L{f(ax)} {f(ay)}L{f(p2[0])} {f(p2[1])}' "
               f"stroke='black' stroke-width='{W}' stroke-linecap='round' stroke-linejoin='round' fill='none'/>")

def rect(d, width, more=2):
    dx, dy = SIDES[d]
    ux, uy = unit(d)
    # half the band, to just past the middle; a diagonal band's later cell (joined nw) draws on to
    # the other end of the cells beside the pair, which are drawn after the first cell and over it
    length = (110 if d == "nw" else math.hypot(dx, dy) * 50) + more
    px, py = -uy * width, ux * width
    ex, ey = 50 + length * ux, 50 + length * uy
    pts = [(50 + px, 50 + py), (ex + px, ey + py), (ex - px, ey - py), (50 - px, 50 - py)]
    return "M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts) + "Z"

def circle(r):
    return f"M{f(50 - r)} 50a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0Z"

def comp(path):
    return svg(f"<path fill-rule='evenodd' d='M-50 -50H150V150H-50Z{path}'/>")

def filled(path):
    return svg(f"<path d='{path}'/>")

out = []
out.append(".grid .va { position: absolute; inset: -50%; pointer-events: none; z-index: 1; }")
out.append(".grid .va::after {\n  content: \"\"; position: absolute; inset: 0; background: var(--arrow);\n"
           "  mask-image: var(--ar-c), " + ", ".join(f"var(--ar-{d}, none)" for d in SIDES) + ",\n    "
           + ", ".join(f"var(--ar-tip-{d}, none)" for d in SIDES) + ";\n"
           "  mask-size: 100% 100%; mask-repeat: no-repeat; mask-composite: add;\n"
           "  --ar-c: " + svg(f"<circle cx='50' cy='50' r='{W / 2}'/>") + ";\n}")
out.append(".grid .va::before {\n  content: \"\"; position: absolute; inset: 0; display: none; background: var(--arrow);\n"
           "  mask-image: var(--ap-c0, " + FULL + "), " + ", ".join(f"var(--ap-c{d}, {FULL})" for d in PILL) + ",\n    "
           + ", ".join(f"var(--ap-b{d}, {EMPTY})" for d in PILL) + f", var(--ap-b0, {EMPTY});\n"
           "  mask-size: 100% 100%; mask-repeat: no-repeat;\n"
           "  mask-composite: " + ", ".join(["intersect"] * 7 + ["add"] * 7) + ";\n}")
out.append(".grid td.ar-bulb > .va::after, .grid td.ar-pill > .va::after { --ar-c: " + EMPTY + "; }")
out.append(".grid td.ar-bulb > .va::before, .grid td.ar-pill > .va::before {\n  display: block;\n"
           f"  --ap-c0: {comp(circle(RS))};\n  --ap-b0: {filled(circle(RB))};\n}}")
for d in PILL:
    out.append(f".grid td.ar-pill-{d} > .va::before {{\n  --ap-c{d}: {comp(rect(d, RS, 6))};\n"
               f"  --ap-b{d}: {filled(rect(d, RB))};\n}}")
for d in SIDES:
    out.append(f".grid td.ar-{d} > .va::after {{ --ar-{d}: {half(d)}; }}")
for d in SIDES:
    out.append(f".grid td.ar-bulb.ar-{d} > .va::after, .grid td.ar-pill.ar-{d} > .va::after {{ --ar-{d}: {half(d, RM)}; }}")
for d in SIDES:
    out.append(f".grid td.ar-tip-{d} > .va::after {{ --ar-tip-{d}: {tip(d)}; }}")
print("\n".join(out))
