"""Every word of the Endeavor table, in English (:mod:`.texts_en`), Korean (:mod:`.texts_ko`,
the names of the Korean rulebook) and Traditional Chinese (:mod:`.texts_zh`, the names Chinese
players of the game use, docs/glossary-zh-Hant.md)."""

from ... import i18n
from .texts_en import EN
from .texts_ko import KO
from .texts_zh import ZH

TEXTS = {"en": EN, "ko": KO, "zh-Hant": ZH}
i18n.add(TEXTS)  # on import, as the rules register themselves: wherever the table is drawn, its words are known
