"""The browser's ``localStorage`` behind the small storage interface of :mod:`web.saves`
(the page's side only: tests use :class:`web.saves.MemoryStorage`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .saves import MemoryStorage, SaveError

if TYPE_CHECKING:
    from .saves import Storage


def missing(value: object) -> bool:
    """JavaScript's null and undefined (Pyodide hands null over as ``jsnull``, not None)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


class BrowserStorage:
    """``localStorage`` behind the small storage interface of :mod:`web.saves`."""

    def __init__(self, local_storage: Any) -> None:
        self.ls = local_storage

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return None if missing(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as exc:  # QuotaExceededError arrives as a JsException
            raise SaveError(str(exc)) from None

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def browser_storage(window: Any) -> tuple[Storage, bool]:
    """The page's storage, and whether it keeps anything (a browser may refuse ``localStorage``:
    reading ``window.localStorage`` throws a SecurityError where cookies are blocked; then the
    matches live in memory for the visit)."""
    try:
        storage = BrowserStorage(window.localStorage)
        storage.keys()
        return storage, True
    except Exception:
        return MemoryStorage(), False
