"""Every word of the Endeavor table, in English (:mod:`.texts_en`) and Korean (:mod:`.texts_ko`,
the names of the Korean rulebook)."""

from ... import i18n
from .texts_en import EN
from .texts_ko import KO

TEXTS = {"en": EN, "ko": KO}
i18n.add(TEXTS)  # on import, as the rules register themselves: wherever the table is drawn, its words are known
