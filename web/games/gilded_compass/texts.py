"""Every word of the Gilded Compass table, in English (:mod:`.texts_en`, the usual English
names), Korean (:mod:`.texts_ko`, the names of the Korean rulebook) and Traditional Chinese
(:mod:`.texts_zh`, the names of docs/glossary-zh-Hant.md)."""

from ... import i18n
from .texts_en import EN
from .texts_ko import KO
from .texts_zh import ZH

TEXTS = {"en": EN, "ko": KO, "zh-Hant": ZH}
i18n.add(TEXTS)  # on import, as the rules register themselves: wherever the table is drawn, its words are known
