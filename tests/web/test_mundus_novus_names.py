"""Mundus Novus in Traditional Chinese: every text of the table and of its rules screen exists in
zh-Hant with the same fields, in Traditional characters, and the things are named as the game's
Chinese rulebook names them (../shared/rules/001_7a64dd85a2106790.txt, 新世界規則)."""

import re
import string
from pathlib import Path

import pytest

from tests.web.zh_hant import simplified
from web.games.mundus_novus.rules_texts import TEXTS as RULES_TEXTS
from web.games.mundus_novus.texts import TEXTS
from web.home_form import LANGUAGES

#: The Chinese rulebook, kept beside the project's checkout (not shipped with it).
RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "001_7a64dd85a2106790.txt"

#: Passages of the Chinese rulebook, as it writes them, that name the things of the game.
PASSAGES = (
    "120張資源卡片︰ 16 可可粉(1)16 穀物(2) 16 煙草(3)12咖啡(4)12 棉花(5) 12甘蔗(6)8塊馬鈴薯(7)8 靛青(8) "
    "8 香子蘭(9)12件印加遺物",
    "將事件指示物疊在一起,將『無事件』放在最上方。",
    "國王援助:在發展階段,玩家可以獲得超過一張發展卡。",
    "土著:在發展階段,不同資源的組合將只會掙得每張牌1塊錢而不是本來的價值。",
    "風暴:在發展階段,相同資源的組合無論怎麼組都只能拿發展卡牌列的第一張。",
    "火災:在本回合末,所有玩家的倉庫都無法使用。",
    "海盜:在補貨階段後立即執行,",
    "‧事件", "‧補貨", "‧交易", "‧發展",
    "最年輕的玩家得到交易主揪指示物。",
    "拿取第一張發展卡",
    "從發展牌庫開一張牌補在最後方。",
    "將那張牌加入市場然後從市場內挑一張牌走。",
    "在回合末時擁有75塊錢",
    "每回合給你3塊錢",
    "印加遺物可以當作百搭使用。",
    "‧規則以及幫助卡",
    "Merchants 商人", "Warehouses 倉庫", "Shipyard 造船廠",
    "接著玩家各自計算自己的船隊數值",
    "Diego de Almagro", "Juan de la Cosa", "Bartolomé de la Casas", "Gonzalo Pizarro", "Juan Ponce de Léon",
    "Pedro de Valdivia", "Francisco de Orellana", "Francisco de Coronado", "Hernan Cortes",
)


ZH = TEXTS["zh-Hant"]


def _in_passages(words: str) -> bool:
    return any(words in p for p in PASSAGES)


def _fields(text: str) -> set[str]:
    return {f.split(":")[0] for _, f, _, _ in string.Formatter().parse(text) if f}


def test_the_quoted_passages_are_the_chinese_rulebooks():
    if not RULEBOOK.exists():
        pytest.skip(f"the rulebook is not beside this checkout ({RULEBOOK})")
    text = RULEBOOK.read_text(encoding="utf-8")
    assert "新世界規則" in text
    for passage in PASSAGES:
        assert passage in text, passage


def test_the_chinese_names_are_the_rulebooks():
    # Resources with their values, as the components list writes them: 可可粉(1) ... 香子蘭(9).
    for t in range(1, 10):
        assert _in_passages(f"{ZH[f'mn.res.{t}']}({t})"), t
    assert ZH["mn.res.10"] == "印加遺物" and _in_passages(ZH["mn.res.10"])
    # The events, each as its effect is headed, and the token laid on top.
    for event in ("kings_help", "natives", "storm", "fire", "pirates"):
        assert _in_passages(ZH[f"mn.event.{event}"] + ":"), event
    assert _in_passages(f"『{ZH['mn.event.none']}』")
    # The four phases of a round.
    for phase in ("event", "supply", "trade", "progression"):
        assert f"‧{ZH[f'mn.phase.{phase}']}" in PASSAGES, phase
    # The development cards' kinds, after the English name the rulebook gives with them.
    for kind, english in (("merchant", "Merchants"), ("warehouse", "Warehouses"), ("shipyard", "Shipyard")):
        assert f"{english} {ZH[f'mn.kind.{kind}']}" in PASSAGES, kind
    assert ZH["mn.kind.caravel"] == ZH["mn.caravels"] == "船" and _in_passages("船隊數值")
    assert ZH["mn.fleet"].startswith("{name}：船 ") and "船隊數值" in ZH["mn.fleet"]
    # The table's things: the Trade Master, the queue, the development deck, the market, the aid.
    assert _in_passages(ZH["mn.trade_master"] + "指示物")
    assert ZH["mn.queue"] == "發展卡牌列" and _in_passages(ZH["mn.queue"])
    assert "發展牌庫" in ZH["mn.decks"] and _in_passages("發展牌庫")
    assert _in_passages(f"加入{ZH['mn.market']}")
    assert _in_passages(ZH["mn.aid"])
    assert "百搭" in ZH["mn.aid.same"] and _in_passages("百搭")
    # Amounts in 塊錢: "75塊錢", "每回合給你3塊錢" (the page spaces a number from its word).
    assert _in_passages("擁有" + ZH["mn.doubloons"].format(n=75).replace(" ", ""))
    assert _in_passages("每回合給你" + ZH["mn.aid.pays"].format(n=3).replace(" ", ""))
    # The characters by the Spanish names the rulebook prints; two misprints set right.
    misprints = {"las_casas": "Bartolomé de la Casas", "ponce": "Juan Ponce de Léon"}
    for character in ("almagro", "cosa", "las_casas", "pizarro", "ponce", "valdivia", "orellana", "coronado", "cortes"):
        name = ZH[f"mn.char.{character}"]
        printed = misprints.get(character, name)
        assert printed in PASSAGES, character
        if character in misprints:
            assert name == TEXTS["en"][f"mn.char.{character}"] != printed
    assert ZH["mn.char.cortes"] == "Hernan Cortes"


def test_the_rules_screen_uses_the_rulebooks_names():
    rules = RULES_TEXTS["zh-Hant"]
    text = "".join(rules.values())
    for key in ("mn.res.1", "mn.res.9", "mn.res.10", "mn.trade_master", "mn.queue", "mn.market"):
        assert ZH[key] in text, key
    for i, event in enumerate(("none", "kings_help", "natives", "storm", "fire", "pirates"), 1):
        assert rules[f"mn.rules.event.i{i}"].startswith(ZH[f"mn.event.{event}"] + "："), event
    for phase, n in (("event", 1), ("supply", 2), ("trade", 3), ("progression", 4)):
        assert rules[f"mn.rules.{phase}"] == f"{n}. {ZH[f'mn.phase.{phase}']}"
    assert "塊錢" in rules["mn.rules.progression.i2"] and "船隊數值" in rules["mn.rules.supply.i3"]


@pytest.mark.parametrize("texts", [TEXTS, RULES_TEXTS], ids=["table", "rules"])
def test_every_english_text_is_in_every_language_with_the_same_fields(texts):
    assert set(texts) == set(LANGUAGES)
    en = texts["en"]
    for lang in LANGUAGES:
        assert set(texts[lang]) == set(en), (lang, sorted(set(en) ^ set(texts[lang]))[:5])
        for key, words in en.items():
            assert texts[lang][key].strip(), (lang, key)
            assert _fields(texts[lang][key]) == _fields(words), (lang, key)


@pytest.mark.parametrize("texts", [TEXTS, RULES_TEXTS], ids=["table", "rules"])
def test_the_chinese_is_traditional_with_no_english_field_specs(texts):
    for key, words in texts["zh-Hant"].items():
        assert not simplified(words), (key, sorted(simplified(words)))
        # Plural forms, articles and particles are English's and Korean's: a bare field in Chinese.
        assert not re.search(r"{\w+:[^}]*}", words), (key, words)
        # Outside the fields and the characters' Spanish names, no Latin word.
        bare = re.sub(r"{[^}]*}", "", words)
        for name in (ZH[f"mn.char.{c}"] for c in ("almagro", "cosa", "las_casas", "pizarro", "ponce", "valdivia",
                                                   "orellana", "coronado", "cortes")):
            bare = bare.replace(name, "")
        bare = re.sub(r"\b(Almagro|Valdivia|Orellana|Coronado|Ponce de León)\b", "", bare)
        assert not re.search(r"[A-Za-z]{2,}", bare), (key, words)


def test_the_chinese_table_punctuates_as_chinese_does():
    """Between a label and its words a full-width colon, between a list's items 、 (the English
    and Korean keep ": " and ", ")."""
    from engine import Match
    from web.context import TableContext
    from web.games import mundus_novus as table
    from web.games.mundus_novus.words import res_list

    m = Match.new("mundus-novus", players=3, seed=4)
    for lang, colon, comma, cards in (("en", ": ", ", ", "cocoa (1), corn (2)"),
                                      ("ko", ": ", ", ", "카카오 (1), 옥수수 (2)"),
                                      ("zh-Hant", "：", "、", "可可粉（1）、穀物（2）")):
        ctx = TableContext(view=m.view(0), legal=m.legal(0), lang=lang, human=0, names=["P0", "P1", "P2"])
        assert f"{TEXTS[lang]['mn.trade_master']}{colon}<b>" in str(table.render(ctx)), lang
        assert res_list(ctx, [2, 1]) == cards and ctx.listed([1, 2, 3]) == f"1{comma}2{comma}3"
