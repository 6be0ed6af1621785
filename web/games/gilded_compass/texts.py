"""Every word of the Gilded Compass table, in English (:mod:`.texts_en`, the usual English
names) and Korean (:mod:`.texts_ko`, the names of the Korean rulebook)."""

from .texts_en import EN
from .texts_ko import KO

TEXTS = {"en": EN, "ko": KO}
