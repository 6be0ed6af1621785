import pytest

from engine import GAMES

from ..core.toy import TOY


@pytest.fixture(autouse=True)
def toy_game(monkeypatch):
    """The toy game is registered for the contract suite too: the core's own check."""
    monkeypatch.setitem(GAMES, TOY.id, TOY)  # as it was after: also a toy put in the catalogue
    yield TOY
