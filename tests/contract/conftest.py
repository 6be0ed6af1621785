import pytest

from engine import GAMES

from ..core.toy import TOY


@pytest.fixture(autouse=True)
def toy_game():
    """The toy game is registered for the contract suite too: the core's own check."""
    GAMES[TOY.id] = TOY
    yield TOY
    GAMES.pop(TOY.id, None)
