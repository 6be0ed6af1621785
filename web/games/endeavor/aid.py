"""The player aid: the round and its phases, the five actions, presence, the track levels,
the final scoring, the key of the icons (attributes, actions, trade tokens) and, with two
players, the Silent Fleet and its optional rules in use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.endeavor.data import ACTIONS, ATTRIBUTES, LEVEL_STARTS, ROUNDS, TOKENS

from ...markup import Markup, h
from .icons import icon, token_icon
from .names import attr, token, token_help

if TYPE_CHECKING:
    from ...context import TableContext

_DRAWN: dict[tuple[Any, ...], Markup] = {}
PHASES = ("build", "growth", "salary", "actions", "discard")
LINES = ("tracks", "cities", "buildings", "harbour", "slavery")


def player_aid(ctx: TableContext) -> Markup:
    v = ctx.board
    key = (ctx.lang, v["silent_fleet"], tuple(v["sf_rules"]))
    if key not in _DRAWN:
        _DRAWN[key] = _draw(ctx)
    return _DRAWN[key]


def _draw(ctx: TableContext) -> Markup:
    t = ctx.t
    v = ctx.board
    levels = [h.li(t("ev.aid.level_row", low=low, n=n + 1)) for n, low in enumerate(LEVEL_STARTS)]
    # The key: every icon beside its name and what it gives, all shown at once (nothing opens
    # on a tap, so nothing moves).
    icons = [h.li(icon(a, "", decorative=True), " ", attr(ctx, a)) for a in ATTRIBUTES]
    icons += [h.li(icon(a, "", decorative=True), " ", t(f"ev.action.{a}")) for a in ACTIONS]
    tokens = [h.li(token_icon(kind, "", decorative=True), " ", h.b(token(ctx, kind)), t("word.colon"),
                   token_help(ctx, kind)) for kind in TOKENS]
    silent = v["silent_fleet"] and h.div(
        h.h3(t("ev.aid.silent")), h.p(t("ev.aid.silent_rule")),
        [h.p(t(f"ev.aid.sf.{r}"), class_="ev-note") for r in v["sf_rules"]])
    body = h.div(
        h.p(t("ev.aid.round", rounds=ROUNDS)),
        h.h3(t("ev.aid.phases")), h.ol([h.li(t(f"ev.aid.phase.{p}")) for p in PHASES]),
        h.h3(t("ev.aid.actions")), h.ul([h.li(t(f"ev.aid.action.{a}")) for a in ACTIONS]),
        h.p(t("ev.aid.presence"), class_="ev-note"),
        h.h3(t("ev.aid.levels")), h.ul(levels, class_="ev-inline"),
        silent,
        h.h3(t("ev.aid.icons")), h.ul(icons, class_="ev-key ev-icons"),
        h.h3(t("ev.aid.tokens")), h.ul(tokens, class_="ev-key"),
        h.h3(t("ev.aid.scoring")), h.ul([h.li(t(f"ev.aid.score.{line}")) for line in LINES]),
        h.p(t("ev.aid.tie"), class_="ev-note"),
        class_="aid-body")
    return h.details(h.summary(t("ev.aid")), body, class_="ev-aid", id="ev-aid")
