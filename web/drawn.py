"""Markup kept between redrawings. The page redraws the whole table after every move; most
of it (a tile, a token, the player aid, a panel no move touched) comes out the same, and
drawing it again is what a click pays for in Pyodide."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from .markup import Markup

#: What a drawing gives: a piece of markup, or nothing to show.
_Piece = TypeVar("_Piece", bound="Markup | None")


class Drawn:
    """``drawn(key, draw)``: ``draw()`` the first time ``key`` is asked for, the same markup
    after that. At most ``kept`` pieces are held; when full, all are forgotten at once (a
    redrawing then simply draws them again). ``by_repr``: the key is plain data that may hold
    lists (the parts of a view a panel reads) and is compared by its ``repr``."""

    def __init__(self, kept: int, by_repr: bool = False) -> None:
        self.kept = kept
        self.by_repr = by_repr
        self._pieces: dict[Hashable, Any] = {}

    def __call__(self, key: Any, draw: Callable[[], _Piece]) -> _Piece:
        if self.by_repr:
            key = repr(key)
        piece: _Piece | None = self._pieces.get(key)
        if piece is None:
            if len(self._pieces) >= self.kept:
                self._pieces.clear()
            piece = self._pieces[key] = draw()
        return piece
