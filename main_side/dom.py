# The DOM work of the page's main side (main_side/page.py), as plain functions of the elements:
# the parts web/worker.py says changed, the check against a fresh parse, the subject into view.
# MicroPython, like page.py; inline in index.html before it (tools/assemble.py).

OPEN_POPS = "details[data-pop][open]"


def missing(value):
    """JavaScript's null and undefined."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined", "undefined")


def each(nodes):
    """The elements of a NodeList, as a list."""
    return [nodes.item(i) for i in range(int(nodes.length))]


def css_string(text):
    """``text`` made safe inside a double-quoted CSS attribute selector."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def close_pops(root, keep=None):
    """Close every explanation lying over the table (a pop: a ``details`` with ``data-pop``, such
    as an Endeavor tile's) that does not hold ``keep``, the element tapped. The page keeps what
    the reader opened across redraws, but a pop left open across a tap elsewhere, a decision or a
    link would cover the buttons under it: so the page closes it then, and at Escape."""
    closed = False
    for pop in each(root.querySelectorAll(OPEN_POPS)):
        if missing(keep) or not pop.contains(keep):
            pop.open = False
            closed = True
    return closed


FOLD = "details[id]"


def held(root, within=None):
    """What a person set on the screen that its markup does not say: which folds are open, and
    how far each scrolled part is scrolled. ``within``: the elements a redraw is about to replace
    or remove (:func:`targets`), the only ones whose folds it can change; None: all of ``root``'s.
    Each fold read is a call into JavaScript, and the Gilded Compass's table has 107 (a tile's, a
    building's explanation): reading only those a reply replaces took the main thread's time
    over the first half of a review from 84 ms to 63 ms (Chromium's trace, 2026-11-29)."""
    opened = {}
    for element in ([root] if within is None else within):
        if element != root and element.matches(FOLD):
            opened[str(element.id)] = bool(element.open)
        for d in each(element.querySelectorAll(FOLD)):
            opened[str(d.id)] = bool(d.open)
    return opened, [(e, str(e.id), float(e.scrollTop)) for e in each(root.querySelectorAll("[data-keep-scroll][id]"))]


def hold(document, root, kept):
    """The folds and the scrolling ``kept`` (:func:`held`) back on the screen drawn since."""
    opened, scrolled = kept
    for ident, was in opened.items():
        d = document.getElementById(ident)
        if not missing(d) and bool(d.open) != was:
            d.open = was
    for old, ident, top in scrolled:
        new = None if old.isConnected else document.getElementById(ident)
        if top and not missing(new) and root.contains(new):
            new.scrollTop = top


#: A change of :func:`targets` that draws the whole page anew.
WHOLE = "whole"


def targets(root, parts):
    """The changes web/patch.py listed, each with the element it names, every one found before
    any is changed: [(what, element, markup)]; the whole page anew is (:data:`WHOLE`, ``root``, markup)."""
    if not parts:
        return []
    if parts[0][1] == -1:
        return [(WHOLE, root, parts[0][2])]
    found = root.querySelectorAll("[data-part]")
    return [(what, found.item(index), markup) for what, index, markup in parts]


def replaced(changes):
    """The elements ``changes`` (:func:`targets`) replace or remove: where folds may change."""
    return [element for what, element, _ in changes if what not in ("beforebegin", "afterend")]


def show(root, changes):
    """The ``changes`` (:func:`targets`): new parts put in, then old ones replaced or removed."""
    for what, element, markup in changes:
        if what == WHOLE:
            root.innerHTML = markup
            return
        if what in ("beforebegin", "afterend"):
            element.insertAdjacentHTML(what, markup)
    for what, element, markup in changes:
        if what == "replace":
            element.outerHTML = markup
        elif what == "remove":
            element.remove()


def compare(document, root, html):
    """With ``?check-redraw`` (the browser tests): where the page does not read exactly as
    ``html`` drawn anew, ``data-redraw-error`` is set and the difference said (None: it does)."""
    fresh = document.createElement("template")
    fresh.innerHTML = html
    drawn, shown = (str(x).replace(' open=""', "").replace(' style=""', "").replace(' data-subject=""', "")
                    for x in (fresh.innerHTML, root.innerHTML))
    if drawn == shown:
        return None
    root.setAttribute("data-redraw-error", "")
    at = min(len(drawn), len(shown))
    for i in range(at):
        if drawn[i] != shown[i]:
            at = i
            break
    return ("the redrawn page differs from its markup at " + str(at) + ": " + repr(shown[max(0, at - 80):at + 80])
            + " instead of " + repr(drawn[max(0, at - 80):at + 80]))


#: The pieces of the table a decision offers (web/games/kit.py).
OFFERED = "[data-choice]"
#: The pieces the hint or the review outlines (web/games/kit.py).
HINTED = ".hinted[data-choice]"
#: Room kept between the window's edge and what it brings into view (px).
MARGIN = 6


def offered(scroller, subject=None, which=OFFERED):
    """The (top, bottom, within) of every choice the table offers on a piece that is shown, in
    the window's coordinates (a piece in a closed fold has no box), ``within``: whether it lies
    in the element ``subject``. A choice offered on two pieces (a building's own, and beside the
    dice) counts by its piece within the subject, else by the first shown."""
    spans, at = [], {}  # type: list[tuple[float, float, bool]], dict[str, int]
    for piece in each(scroller.querySelectorAll(which)):
        action = str(piece.getAttribute("data-action"))
        known = at.get(action)
        if known is not None and spans[known][2]:
            continue
        box = piece.getBoundingClientRect()
        if float(box.height) > 0 or float(box.width) > 0:
            within = not missing(subject) and bool(subject.contains(piece))
            if known is None:
                at[action] = len(spans)
                spans.append((float(box.top), float(box.bottom), within))
            elif within:
                spans[known] = (float(box.top), float(box.bottom), True)
    return spans


def scroll_to(top, bottom, view_top, view_bottom):
    """How far to scroll (px, down positive) so that ``top``..``bottom`` is in the window
    ``view_top``..``view_bottom``: as little as will do, none if it is in view; one taller than
    the window with its top at the top."""
    if top < view_top or bottom - top > view_bottom - view_top:
        return top - view_top
    if bottom > view_bottom:
        return bottom - view_bottom
    return 0


def _span(pieces):
    return min(p[0] for p in pieces), max(p[1] for p in pieces)


def aim(subject, pieces, view_top, view_bottom):
    """What a decision brings into view (top, bottom), of its ``subject`` (top, bottom, or None)
    and the ``pieces`` it offers (:func:`offered`), the first that fits the window: the subject
    with every piece; every piece; the pieces within the subject (from the first on, where they
    do not fit). Else the pieces from the nearest one on (the nearest to the window, then the
    ones past it, the way it lies from the window), the rest a scroll away: none moves where some
    are in view. Without pieces, the
    subject (its top, if it is taller than the window)."""
    room = view_bottom - view_top - 2 * MARGIN
    if not pieces:
        return subject
    top, bottom = _span(pieces)
    if subject is not None and max(bottom, subject[1]) - min(top, subject[0]) <= room:
        return min(top, subject[0]), max(bottom, subject[1])
    if bottom - top <= room:
        return top, bottom
    inside = [p for p in pieces if p[2]]
    if inside:  # the subject's pieces from the first on, the rest after them
        first, last = _span(inside)
        return (first, last) if last - first <= room else (first, first + room)
    if any(t >= view_top and b <= view_bottom for t, b, _ in pieces):
        return None  # some are in view already: the person's place is kept
    below = [t for t, b, _ in pieces if b > view_bottom]
    above = [b for t, b, _ in pieces if t < view_top]
    if below and (not above or min(below) - view_bottom <= view_top - max(above)):
        return min(below), min(below) + room
    return max(above) - room, max(above)


def more(pieces, view_top, view_bottom):
    """Where offered pieces lie out of the window: "below", "above", "both" or ""."""
    below = any(p[1] > view_bottom + 1 for p in pieces)
    above = any(p[0] < view_top - 1 for p in pieces)
    return "both" if below and above else "below" if below else "above" if above else ""


def say_more(root, where):
    """Mark ``root`` with where more choices lie (``data-more``; the stylesheet shows it)."""
    if where:
        set_attribute(root, "data-more", where)
    elif root.hasAttribute("data-more"):
        root.removeAttribute("data-more")


def into_view(root, element):
    """Scroll the table (only) so that the decision's choices are in view (:func:`aim`): the
    pieces it offers and ``element``, its subject (None: none), as little as will do; then say
    where more lie (:func:`say_more`)."""
    scroller = root.querySelector("#match-scroll")
    if missing(scroller):
        return
    view = scroller.getBoundingClientRect()
    view_top, view_bottom = float(view.top), float(view.bottom)
    subject = None
    if not missing(element) and element.isConnected:
        box = element.getBoundingClientRect()
        subject = (float(box.top), float(box.bottom))
    else:
        element = None
    pieces = offered(scroller, element)
    # What the hint or the review outlines is what the person looks for: it comes first.
    outlined = offered(scroller, element, HINTED)
    target = aim(subject, outlined or pieces, view_top, view_bottom)
    moved = 0  # type: float
    if target is not None:
        top, bottom = target
        if top < view_top or bottom > view_bottom:
            top, bottom = top - MARGIN, bottom + MARGIN
        moved = scroll_to(top, bottom, view_top, view_bottom)
        if moved:
            before = float(scroller.scrollTop)
            scroller.scrollTop = before + moved
            moved = float(scroller.scrollTop) - before  # as far as the box would go
    say_more(root, more([(p[0] - moved, p[1] - moved) for p in pieces], view_top, view_bottom))


def more_now(root):
    """After the person scrolled the table: say again where more choices lie."""
    scroller = root.querySelector("#match-scroll")
    if missing(scroller):
        say_more(root, "")
        return
    view = scroller.getBoundingClientRect()
    say_more(root, more(offered(scroller), float(view.top), float(view.bottom)))


def set_attribute(element, name, value):
    """Set an attribute only if it changes (``lang`` set even to the same value restyles the page)."""
    if str(element.getAttribute(name)) != value:
        element.setAttribute(name, value)


def failure_banner(document, text, again):
    """The banner that says the worker failed (``text``), with its reload button (``again``)."""
    box = document.createElement("div")
    box.id = "worker-failed"
    box.className = "banner banner-error"
    box.setAttribute("role", "alert")
    line = document.createElement("p")
    line.textContent = text
    button = document.createElement("button")
    button.className = "small"
    button.setAttribute("data-action", "reload")
    button.textContent = again
    box.appendChild(line)
    box.appendChild(button)
    return box


def attempt(window, to_js, function, target, args):
    """A promise of whether the JavaScript ``function`` called on ``target`` with ``args`` ran
    without throwing. MicroPython (1.28, PyScript 0.7.31's) cannot catch a JavaScript exception:
    one ends the main side (seen 2026-11-28 with JSON.parse and a full localStorage). So a call
    that may throw runs inside a promise, whose rejection is an answer like any other."""
    call = window.Function.prototype.apply.bind(function, target)
    return window.Promise.resolve(to_js(args)).then(call).then(lambda *_: True, lambda *_: False)


def reach(window, to_js, target, name):
    """A promise of ``target[name]``, or of None where reading it throws: ``localStorage`` does
    where the browser keeps nothing (a SecurityError when cookies are blocked), and a throw that
    is not inside a promise ends the main side (:func:`attempt`)."""
    get = window.Function.prototype.apply.bind(window.Reflect.get, None)
    return window.Promise.resolve(to_js([target, name])).then(get).catch(lambda *_: None)


def hand_on(navigator, to_js, text, share, settled):
    """``text`` to the phone's share sheet where ``share`` is asked (a friend's link:
    web/friends.py) and the browser has one, else, or if it was closed without sharing, to the
    clipboard; ``settled(ok)`` once done."""
    def copy(*_):
        try:
            navigator.clipboard.writeText(text).then(lambda *_: settled(True), lambda *_: settled(False))
        except Exception:
            settled(False)

    sheet = getattr(navigator, "share", None) if share else None
    if missing(sheet):
        copy()
        return
    try:
        navigator.share(to_js({"text": text})).then(lambda *_: settled(True), copy)
    except Exception:
        copy()
