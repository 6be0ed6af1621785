"""A guided first round (issue 77): for a person who has never played the game.

From the home screen ("Play a guided first round"), a match of three players on a fixed deal,
the two computers at the easiest level. At each of the person's decisions of the first round,
the bar says what to look at: the part of How to play for the phase being played (its heading
and first paragraph, the rules' own words: web/games/<game>/rules.py), with a way to read the
whole part; and the computer's choice is outlined, with its reasoning (the hint's line and
outline, web/hints.py), which the person may take or not. The guide can be left at any step
(the match plays on as any other). When the first round ends, the guide ends, says so, and the
home screen marks the game's guided round as played (the form's ``guided``, kept with the form:
web/home_form.py).

The deal is the same for every newcomer (:data:`SEED`): the round they meet is the one the
guide was looked at on. Nothing of the guide is kept in the save: a match reopened is a match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ai
from engine import Match

from . import games, home_form, i18n, rules_screen
from .auto import asked
from .frame import GuideShown, Shown
from .hints import current_hint, steps
from .setup import keep
from .state import view_of

if TYPE_CHECKING:
    from .state import Home, State, Table, World

#: The players of a guided round: the person and two computers.
PLAYERS = 3
#: The computers' level: the easiest each game has.
LEVEL = "easy"
#: The deal of every guided round (a fixed seed: the same round for everyone).
SEED = 20261207

TEXTS = {
    "en": {
        "guide.open": "Play a guided first round",
        "guide.open_done": "✓ Guided first round played: again",
        "guide.step": "Guide {n}",
        "guide.more": "Read this part of the rules",
        "guide.leave": "Leave the guide",
        "guide.done": "The guided round is over: {game} plays on as any match. How to play is in the tools.",
    },
    "ko": {
        "guide.open": "안내를 받으며 첫 라운드 하기",
        "guide.open_done": "✓ 안내 라운드 마침: 다시 하기",
        "guide.step": "안내 {n}",
        "guide.more": "규칙의 이 부분 읽기",
        "guide.leave": "안내 그만 받기",
        "guide.done": "안내 라운드가 끝났습니다. {game} 게임은 보통 게임처럼 이어집니다. 게임 방법은 도구에 있습니다.",
    },
    "zh-Hant": {
        "guide.open": "在引導下玩第一回合",
        "guide.open_done": "✓ 已玩過引導回合：再玩一次",
        "guide.step": "引導 {n}",
        "guide.more": "閱讀規則的這一部分",
        "guide.leave": "離開引導",
        "guide.done": "引導回合結束：{game}會像一般對局一樣繼續。玩法說明在工具裡。",
    },
}
i18n.add(TEXTS)


def new_match(home: Home, game: str) -> Match | None:
    """The guided round's match of ``game``, the person (by the form's name) in the first seat;
    None for a game that cannot be played."""
    if not games.playable(game):
        return None
    names = [home.setup["name"]] + [""] * (PLAYERS - 1)
    levels = [""] + [LEVEL] * (PLAYERS - 1)
    return Match.new(game, players=PLAYERS, seed=SEED, table={"names": names, "human": 0, "levels": levels})


def start(table: Table) -> None:
    """Guide ``table``'s match through its first round."""
    table.guide = int(view_of(table)["round"])


def leave(table: Table) -> None:
    """Leave the guide: its line and the computer's choice it outlined go."""
    table.guide, table.hint = None, None


def follow(state: State, world: World) -> None:
    """After every command and every computer's move: while the guided round lasts, the
    computer's choice at the person's decision (asked once a decision, from the person's own view
    and a generator of its own, as the hint is; not counted as a hint asked); once it is over,
    the guide ends, says so and is marked played."""
    table = state.table
    if table is None or table.guide is None or table.replay is not None:
        return
    m, seat = table.match, table.human
    view = view_of(table)  # the one the frame draws too: asked of the match once a position
    if m.over or int(view["round"]) != table.guide:
        table.guide = None
        _played(state.home, world, m.game.id)
        lang = state.settings.lang
        state.message = ("info", i18n.tr(lang, "guide.done", game=i18n.tr(lang, f"game.{m.game.id}")))
        return
    if not asked(state, table) or current_hint(table) is not None:
        return
    found = ai.hint(m.game.id, view, m.legal(seat), m.ai_rng(seat))
    table.hint = (len(m.decisions), Shown(found, steps(m, seat, found.action)))
    # A decision of the person's is counted once, however many computers' moves come while it
    # waits (a trade all seats decide at once).
    mine = sum(1 for s, _ in m.decisions if s == seat)
    if mine != table.guided_at:
        table.guided, table.guided_at = table.guided + 1, mine


def _played(home: Home, world: World, game: str) -> None:
    """Mark ``game``'s guided round as played, in the form and where the form is kept."""
    if game in home.setup["guided"]:
        return
    home.setup["guided"] = [*home.setup["guided"], game]
    home_form.fit(home.setup, games.form_catalogue())
    keep(home.setup, world)


def shown(table: Table) -> GuideShown | None:
    """The guide's line at this decision (None: no guide, or not the person's decision)."""
    if table.guide is None or table.replay is not None or table.pass_to is not None:
        return None
    m = table.match
    if m.over or table.human not in m.to_act:
        return None
    rules = rules_screen.rules_of(m.game.id)
    if rules is None:
        return None
    anchor = rules.section_of(str(view_of(table)["phase"]))
    section = next(s for s in rules.sections if s.anchor == anchor)
    # Its first paragraph, or where it opens with a list, the list's first item.
    words = [b if isinstance(b, str) else b.keys[0] for b in section.blocks
             if isinstance(b, str) or (isinstance(b, rules_screen.Items) and b.keys)]
    text = words[0] if words else section.heading
    return GuideShown(m.game.id, table.guided, anchor, section.heading, text)


def text_keys() -> list[str]:
    """The guide's texts (every language has each: tests/web/test_guide.py)."""
    return sorted(TEXTS["en"])
