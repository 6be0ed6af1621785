"""What a game's table module is given to draw one seat's table."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import Action

from .i18n import tr


@dataclass
class TableContext:
    view: dict  # match.view(human seat): only what that seat may see (the core's envelope)
    legal: list[Action]  # the human's legal actions now (empty while others decide)
    lang: str
    human: int
    names: list[str]
    ui: dict = field(default_factory=dict)  # the table's own passing state (not the game's)

    @property
    def board(self) -> dict:
        """The game's own part of the view (``view["board"]``); the envelope around it holds
        what every game shares: ``to_act``, ``round``, ``phase``, ``result``, ``log``."""
        return self.view["board"]

    def t(self, key: str, **fields: object) -> str:
        return tr(self.lang, key, **fields)

    def name(self, seat: int) -> str:
        """A seat's name, with "(you)" for the human's seat."""
        base = self.names[seat] if 0 <= seat < len(self.names) else f"#{seat + 1}"
        return f"{base} ({self.t('match.you')})" if seat == self.human else base
