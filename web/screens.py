"""Drawing the table's screens as HTML: home, a match, and the error screen.

Each function returns safe HTML: every text from a save, a link, a name or the rules goes
through :func:`web.html.esc`. A game's own table is drawn by its module in ``web.games``.
"""

from __future__ import annotations

from . import games, i18n
from .html import attrs, button, esc

#: The newest log lines drawn (the whole log stays in the match).
LOG_LINES = 120


def render(app) -> str:
    body = {"home": home, "match": match, "error": error}[app.screen](app)
    return top_bar(app) + banner(app) + body


def top_bar(app) -> str:
    langs = "".join(
        button(label, f"lang:{code}", cls="chip", pressed=app.lang == code)
        for code, label in i18n.LANGUAGES.items()
    )
    home = "" if app.screen == "home" else button(app.tr("nav.home"), "home", cls="nav-home")
    return (f'<header class="bar">{home}<span class="brand">{esc(app.tr("app.title"))}</span>'
            f'<nav class="langs" aria-label="{esc(app.tr("nav.language"))}">{langs}</nav></header>')


def banner(app) -> str:
    if not app.message:
        return ""
    kind, text = app.message
    role = "alert" if kind == "error" else "status"
    return (f'<div class="banner banner-{esc(kind)}" role="{role}"><p>{esc(text)}</p>'
            f'{button(app.tr("msg.dismiss"), "dismiss", cls="small")}</div>')


def error(app) -> str:
    return (f'<section class="error-screen"><h1>{esc(app.tr("err.title"))}</h1>'
            f'<p class="error-text">{esc(app.error or "")}</p>'
            f'{button(app.tr("err.home"), "home", cls="primary")}</section>')


# --- home ------------------------------------------------------------------------------

def home(app) -> str:
    return (f'<section class="home"><h1>{esc(app.tr("app.title"))}</h1>'
            f'<p class="tagline">{esc(app.tr("app.tagline"))}</p>'
            f'{new_match(app)}{saved_matches(app)}{settings(app)}</section>')


def _game_title(app, gid: str) -> str:
    return app.tr(f"game.{gid}")


def new_match(app) -> str:
    s = app.setup
    game_buttons = []
    for gid in games.game_ids():
        low, high = games.player_range(gid)
        title = _game_title(app, gid)
        if games.playable(gid):
            game_buttons.append(button(title, f"pick-game:{gid}", cls="choice", pressed=s["game"] == gid,
                                       label_html=f'<span class="choice-title">{esc(title)}</span>'
                                                  f'<span class="choice-note">{low}–{high}</span>'))
        else:
            game_buttons.append(
                f'<button type="button" class="choice" disabled aria-disabled="true">'
                f'<span class="choice-title">{esc(title)}</span>'
                f'<span class="choice-note">{esc(app.tr("home.coming"))}</span></button>')
    low, high = games.player_range(s["game"])
    players = "".join(button(str(n), f"pick-players:{n}", cls="num", pressed=s["players"] == n)
                      for n in range(low, high + 1))
    seats = "".join(button(app.tr("home.seat_n", n=n + 1), f"pick-seat:{n}", cls="num wide", pressed=s["seat"] == n)
                    for n in range(s["players"]))
    name = (f'<input id="name" data-field="name" type="text" autocomplete="nickname" maxlength="24"'
            f'{attrs(value=s["name"], placeholder=app.tr("home.name_default"))}>')
    start_ok = games.playable(s["game"])
    return ('<section class="panel new-match" aria-labelledby="new-h">'
            f'<h2 id="new-h">{esc(app.tr("home.new"))}</h2>'
            f'<fieldset><legend>{esc(app.tr("home.game"))}</legend>'
            f'<div class="choices">{"".join(game_buttons)}</div></fieldset>'
            f'<fieldset><legend>{esc(app.tr("home.players"))}</legend><div class="row">{players}</div></fieldset>'
            f'<fieldset><legend>{esc(app.tr("home.seat"))}</legend><div class="row">{seats}</div></fieldset>'
            f'<label class="field" for="name">{esc(app.tr("home.name"))}</label>{name}'
            f'<div class="actions">{button(app.tr("home.start"), "start", cls="primary", disabled=not start_ok)}</div>'
            f'</section>')


def saved_matches(app) -> str:
    entries = app.saves.entries()
    head = f'<section class="panel saves" aria-labelledby="saves-h"><h2 id="saves-h">{esc(app.tr("home.saves"))}</h2>'
    if not entries:
        return head + f'<p class="empty">{esc(app.tr("home.no_saves"))}</p></section>'
    cols = ("col_game", "col_players", "col_round", "col_saved", "col_actions")
    rows = []
    for e in entries:
        if app.confirm_delete == e.key:
            actions = (f'<span class="confirm">{esc(app.tr("home.delete_confirm"))}</span>'
                       + button(app.tr("home.delete_yes"), f"delete-yes:{e.key}", cls="danger small")
                       + button(app.tr("home.delete_no"), f"delete-no:{e.key}", cls="small"))
        else:
            actions = ((button(app.tr("home.resume"), f"resume:{e.key}", cls="small primary") if e.ok else "")
                       + button(app.tr("home.delete"), f"delete:{e.key}", cls="small"))
        if e.ok:
            title = _game_title(app, e.game) if e.game in games.game_ids() else e.game
            who = ", ".join(e.names)
            round_text = app.tr("home.finished") if e.over else ("" if e.round is None else str(e.round))
            cells = (f'<th scope="row">{esc(title)}<span class="who">{esc(who)}</span></th>'
                     f'<td>{e.players}</td><td>{esc(round_text)}</td><td>{esc(e.saved_at)}</td>')
            rows.append(f'<tr data-save="{esc(e.key)}">{cells}<td class="row-actions">{actions}</td></tr>')
        else:
            problems = {"corrupt": app.tr("msg.corrupt_save"), "newer": app.tr("msg.newer_save")}
            problem = problems.get(e.problem, e.problem)
            rows.append(f'<tr class="unreadable" data-save="{esc(e.key)}">'
                        f'<th scope="row">{esc(app.tr("home.unreadable"))}</th>'
                        f'<td colspan="3" class="problem">{esc(problem)}</td>'
                        f'<td class="row-actions">{actions}</td></tr>')
    header = "".join(f'<th scope="col">{esc(app.tr("home." + c))}</th>' for c in cols)
    return (head + '<div class="table-scroll"><table class="saves-table">'
            f'<caption class="sr-only">{esc(app.tr("home.saves"))}</caption>'
            f'<thead><tr>{header}</tr></thead><tbody>{"".join(rows)}</tbody></table></div></section>')


def settings(app) -> str:
    speeds = "".join(button(app.tr(f"speed.{s}"), f"speed:{s}", cls="chip", pressed=app.speed == s)
                     for s in ("normal", "instant"))
    return ('<section class="panel settings" aria-labelledby="set-h">'
            f'<h2 id="set-h">{esc(app.tr("home.settings"))}</h2>'
            f'<p class="setting"><span>{esc(app.tr("home.speed"))}</span> {speeds}</p></section>')


# --- a match ----------------------------------------------------------------------------

def match(app) -> str:
    ctx = app.context()
    table = games.TABLES[app.match.game.id]
    view = ctx.view
    parts = [f'<section class="match" data-game="{esc(view["game"])}">',
             f'<h1 class="match-title">{esc(_game_title(app, view["game"]))}'
             f'<span class="round">{esc(app.tr("match.round", n=view["round"]))}</span></h1>']
    if view["result"]:
        parts.append(end_of_match(app, ctx, table))
    else:
        parts.append(status(app, ctx))
    choices_html = "" if view["result"] else choices(app, ctx, table)
    parts.append(f'<div class="game-table">{table.render(ctx, choices_html)}</div>')
    parts.append(log(app, ctx, table))
    parts.append(share(app))
    parts.append("</section>")
    return "".join(parts)


def status(app, ctx) -> str:
    waiting = [s for s in ctx.view["to_act"] if s != ctx.human]
    if ctx.legal:
        text = app.tr("match.your_turn")
    elif waiting:
        text = app.tr("match.waiting", name=ctx.name(waiting[0]))
    else:
        text = ""
    undo = button(app.tr("match.undo"), "undo", cls="small")
    speeds = "".join(button(app.tr(f"speed.{s}"), f"speed:{s}", cls="chip small", pressed=app.speed == s)
                     for s in ("normal", "instant"))
    return (f'<div class="status"><p role="status">{esc(text)}</p>'
            f'<span class="speed" aria-label="{esc(app.tr("home.speed"))}">{speeds}</span>{undo}</div>')


def choices(app, ctx, table) -> str:
    if not ctx.legal:
        return ""
    if hasattr(table, "choices"):
        inner = table.choices(ctx)
    else:
        inner = "".join(button(table.label(a, ctx), f"play:{a.code}", cls="act") for a in ctx.legal)
    return ('<section class="choices-panel" aria-labelledby="choices-h">'
            f'<h2 id="choices-h">{esc(app.tr("match.actions"))}</h2>'
            f'<div class="act-list">{inner}</div></section>')


def log(app, ctx, table) -> str:
    lines = []
    for event in reversed(ctx.view["log"]):
        text = table.describe(event, ctx)
        if text:
            lines.append(f"<li>{esc(text)}</li>")
            if len(lines) == LOG_LINES:
                break
    return (f'<section class="log" aria-labelledby="log-h"><h2 id="log-h">{esc(app.tr("match.log"))}</h2>'
            f'<ol class="log-lines" reversed>{"".join(lines)}</ol></section>')


def share(app) -> str:
    link = "#" + app.record()
    return (f'<section class="share" aria-labelledby="share-h"><h2 id="share-h">{esc(app.tr("match.link"))}</h2>'
            f'<input class="link" readonly data-field="link" aria-labelledby="share-h"{attrs(value=link)}>'
            f'{button(app.tr("match.copy"), "copy", cls="small")}</section>')


def end_of_match(app, ctx, table) -> str:
    result = ctx.view["result"]
    names = ", ".join(ctx.name(s) for s in result["winners"])
    key = "match.winner" if len(result["winners"]) == 1 else "match.winners"
    scores = "".join(
        f'<tr{" class=winner" if s in result["winners"] else ""}><th scope="row">{esc(ctx.name(s))}'
        f'{" ★" if s in result["winners"] else ""}</th><td>{esc(result["scores"][s])}</td></tr>'
        for s in sorted(range(len(result["scores"])), key=lambda s: -result["scores"][s]))
    buttons = (button(app.tr("match.new"), "home", cls="primary") + button(app.tr("match.rematch"), "rematch")
               + button(app.tr("match.copy"), "copy"))
    return (f'<section class="end" aria-labelledby="end-h"><h2 id="end-h">{esc(app.tr("match.over"))}</h2>'
            f'<p class="winner-line">{esc(app.tr(key, names=names))} {esc(table.reason(result["reason"], ctx))}</p>'
            f'<table class="scores"><caption class="sr-only">{esc(app.tr("match.over"))}</caption>'
            f'<tbody>{scores}</tbody></table><div class="actions">{buttons}</div></section>')
