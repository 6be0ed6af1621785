"""The end of the match beyond the scores: only when the most doubloons are shared, the
tie-break of the players it decides between, each one's largest set of different values
combined in the last round (the rule: "ties go to the most different values combined this
round; still tied, the victory is shared", ../shared/data/mundus_novus.md). When the perfect
combination ended the match, only those who presented it contend.
Drawn by the shell inside its end panel (``end_details``, see docs/adding-a-game.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup
from ...widgets import tie_break

if TYPE_CHECKING:
    from ...context import TableContext


def end_details(ctx: TableContext) -> Markup | None:
    result = ctx.view["result"]
    if not result:
        return None
    scores, winners = result["scores"], result["winners"]
    tiebreak = result.get("tiebreak") or [0] * len(scores)
    contenders = (result.get("details") or {}).get("perfect") or range(len(scores))
    top = max(scores[s] for s in contenders)
    tied = [s for s in contenders if scores[s] == top]
    if len(tied) < 2:
        return None
    t = ctx.t
    return tie_break(t("mn.end.tie", n=top), t("mn.end.tiebreak"), [(ctx.name(s), tiebreak[s]) for s in tied],
                     t("mn.end.shared") if len(winners) > 1 else None)
