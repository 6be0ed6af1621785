# The storage and the address as the main side reads them: each text measured before it is
# read, and a save written only over the revision this tab read.
#
# A JavaScript string comes into MicroPython whole, as one allocation: a stored value of
# 1,100,000 characters failed so ("MemoryError ... allocating 1100001 bytes", 2026-12-07), and
# the page stayed grey for good; so did a 1.5 MB address. So every key, value and address is
# first measured where it lies, in JavaScript (its UTF-8 size, by a Blob made of it: the
# promise chain of :func:`measured` calls only the browser's own functions), and read only if it
# is no longer than the table could have written:
#
# - a key longer than KEY_LIMIT is not one of the table's: it is never read, nor listed;
# - a value longer than LIMIT is kept by its key alone, as OVERSIZED (web/home_saves.py), which
#   every reader refuses: a save so is listed as unreadable, with Delete;
# - an address longer than LIMIT is refused as the worker refuses a text longer than any record.
#
# One match, one writer: a save is written only over the revision the worker last read or wrote
# (its ``expect``, :func:`web.home_saves.save_revision` of the text); if another tab wrote it since,
# nothing is written and the worker is told what the storage holds now.
#
# MicroPython, like page.py; tests/web/test_main_side.py runs it in CPython against stand-ins.

try:  # CPython (the tests); in the page the modules before this one define these
    from main_side.dom import missing
    from web.home_saves import OVERSIZED, save_revision
except ImportError:
    pass

PREFIX = "nwt:"  # the storage keys the table uses (saves, settings, the record of wins)
#: The longest value or address read, in UTF-8 bytes: above the longest the table writes (a
#: save or a review, about 200 kB; the record of wins of 5,000 matches, about 650 kB); one of
#: 1,000,000 bytes was read in 2026-12-07's page, 1,100,001 were not.
LIMIT = 1_000_000
#: The longest key of the table's ("nwt:save:" and a save's key, 30-odd bytes), with room to spare.
KEY_LIMIT = 200


def native(window, target, name):
    """The JavaScript function ``target[name]`` itself. MicroPython (1.28, PyScript 0.7.31's)
    hands a function read as an attribute (``storage.getItem``) to JavaScript as a Python
    callable bound to ``target``: called from JavaScript, it runs through MicroPython, and its
    result crosses it both ways (seen 2026-12-07: a getter so handed failed with "Illegal
    invocation"). A function returned by a call comes back as itself."""
    return window.Reflect.get(target, name)


def called(window, to_js, target, name, args):
    """A promise of what ``target[name](*args)`` returns: called from JavaScript (``args`` go
    there, nothing comes back here until the promise is awaited; a throw is its rejection)."""
    call = window.Function.prototype.apply.bind(native(window, target, name), target)
    return window.Promise.resolve(to_js(args)).then(call)


def measured(window, text):
    """A promise of the size in UTF-8 bytes of the string the promise ``text`` gives (``null``
    measures 4), measured in JavaScript: ``new Blob([string]).size``, each step a browser function
    handed to ``then``, so that the string never comes into MicroPython."""
    array, blob = native(window, window, "Array"), native(window, window, "Blob")
    listed = native(window, array, "of").bind(array)
    made = native(window, window.Reflect, "construct").bind(None, blob)
    size_of = native(window, window.Object.getOwnPropertyDescriptor(native(window, blob, "prototype"), "size"), "get")
    size = native(window, window.Function.prototype, "call").bind(size_of)
    # A failure (no Blob, a value gone) measures as too long: such a text is never read.
    return text.then(listed).then(listed).then(made).then(size).catch(lambda *_: LIMIT + 1)


async def sizes(window, to_js, texts):
    """The UTF-8 sizes of the strings the promises ``texts`` give, measured together."""
    if not texts:
        return []
    every = await window.Promise.all(to_js([measured(window, t) for t in texts]))
    return [int(every[i]) for i in range(len(texts))]


def _read(read, size):
    """``read()`` if ``size`` allows, else OVERSIZED; OVERSIZED too if it fails for memory (the
    storage changed since it was measured)."""
    if size > LIMIT:
        return OVERSIZED
    try:
        value = read()
    except MemoryError:
        return OVERSIZED
    return None if missing(value) else str(value)


async def read_storage(window, to_js, storage):
    """The table's keys in ``storage`` and their values (OVERSIZED for one longer than LIMIT),
    and whether the browser keeps anything (``storage`` None where it refused it). The keys are
    measured together, then the values of the table's together."""
    if missing(storage):
        return {}, False
    count = int(storage.length)
    measures = await sizes(window, to_js, [called(window, to_js, storage, "key", [i]) for i in range(count)])
    keys = []
    for i in range(count):
        key = None if measures[i] > KEY_LIMIT else _read(lambda i=i: storage.key(i), 0)
        if key is not None and key.startswith(PREFIX):
            keys.append(key)
    measures = await sizes(window, to_js, [called(window, to_js, storage, "getItem", [k]) for k in keys])
    found = {}
    for key, size in zip(keys, measures):
        value = _read(lambda key=key: storage.getItem(key), size)
        if value is not None:
            found[key] = value
    return found, True


async def read_value(window, to_js, storage, key):
    """The value under ``key`` now (None: none; OVERSIZED: longer than LIMIT)."""
    (size,) = await sizes(window, to_js, [called(window, to_js, storage, "getItem", [key])])
    return _read(lambda: storage.getItem(key), size)


async def read_change(window, to_js, event):
    """A ``storage`` event's key and new value: (key, value), the key None where the other tab
    cleared the storage, the value None where it removed the key; None if the key is not the
    table's."""
    reflect = window.Reflect
    size_key, size_value = await sizes(window, to_js, [called(window, to_js, reflect, "get", [event, "key"]),
                                                       called(window, to_js, reflect, "get", [event, "newValue"])])
    if size_key > KEY_LIMIT:
        return None
    key = event.key
    if missing(key):
        return None, None
    if not str(key).startswith(PREFIX):
        return None
    return str(key), _read(lambda: event.newValue, size_value)


async def read_address(window, to_js, part="hash"):
    """A part of the address (its ``#`` part, or ``search``, its ``?`` part), or OVERSIZED where
    it is longer than LIMIT."""
    location = window.location
    (size,) = await sizes(window, to_js, [called(window, to_js, window.Reflect, "get", [location, part])])
    return _read(lambda: getattr(location, part), size) or ""


async def write(window, to_js, attempt, storage, unwritten, key, value, expect):
    """Make one of the worker's writes: ``value`` None removes ``key``; ``expect``, where it is
    not None, is the revision the worker believes ``key`` holds, and the write is made only
    over it. Returns (made or refused by the browser, what ``key`` holds instead where it was
    not ``expect``: (value,) so, or None).

    A write the browser refused (a full storage) left ``key`` as it was, while the worker
    believes it made: ``unwritten`` (the page's, kept across calls) holds, for such a key, the
    revision the worker believes and the one the storage holds, so that the next write over it
    is made over what the storage holds, and not taken for another tab's."""
    if expect is not None:
        believed, held = unwritten.get(key, (None, None))
        now = await read_value(window, to_js, storage, key)
        if save_revision(now) not in (expect, held if believed == expect else expect):
            return True, (now,)
        expect = save_revision(now)
    if value is None:
        done = await attempt(window, to_js, storage.removeItem, storage, [key])
    else:
        done = await attempt(window, to_js, storage.setItem, storage, [key, value])
    if done or expect is None:
        unwritten.pop(key, None)
    else:
        unwritten[key] = (save_revision(value), expect)
    return done, None
