import pytest

from engine import GAMES

from .toy import TOY


@pytest.fixture(autouse=True)
def toy_game():
    """Registers the toy game for the core's tests only."""
    GAMES[TOY.id] = TOY
    yield TOY
    GAMES.pop(TOY.id, None)
