"""Every word of the Endeavor table, in English (:mod:`.texts_en`) and Korean (:mod:`.texts_ko`,
the names of the Korean rulebook)."""

from .texts_en import EN
from .texts_ko import KO

TEXTS = {"en": EN, "ko": KO}
