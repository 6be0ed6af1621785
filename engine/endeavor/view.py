"""What a seat may see: everything but the order of the four face-down level-5 tiles (the
only secret of the game: which types they are follows from the face-up three). The board
is the state written out (see README.md, "View"), with each seat's attribute values and
levels worked out for reading."""

from __future__ import annotations

from typing import Any

from .data import ATTRIBUTES, build_level, card_limit, growth, salary
from .state import EndeavorState

_LEVELS = {"industry": build_level, "culture": growth, "wealth": salary, "influence": card_limit}


def view(st: EndeavorState, seat: int | None) -> dict[str, Any]:
    board = st.to_json()
    for key in ("hidden", "round", "phase"):  # the secret; the envelope's
        del board[key]
    board["face_down"] = len(st.hidden)
    for p, out in zip(st.seats, board["seats"]):
        values = {a: p.attribute(a) for a in ATTRIBUTES}
        out["attributes"] = values
        out["levels"] = {a: _LEVELS[a](values[a]) for a in ATTRIBUTES}
    return board
