import pytest

from engine import GAMES

from .toy import TOY


@pytest.fixture(autouse=True)
def toy_game(monkeypatch):
    """Registers the toy game for the core's tests only."""
    monkeypatch.setitem(GAMES, TOY.id, TOY)  # as it was after: also a toy put in the catalogue
    yield TOY
