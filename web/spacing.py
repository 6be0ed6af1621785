"""How a field's value joins the Chinese around it: set apart by a space where a Han character
meets a Latin letter or a digit, as Chinese is written in Taiwan. Used by web/i18n.py and by
the early home screen's texts (main_side/home.py ``fill``), so shipped inline to the main side
too (tools/assemble.py): MicroPython, no typing at run time."""


def _han(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf"


def _latin(ch: str) -> bool:
    return "0" <= ch <= "9" or "a" <= ch <= "z" or "A" <= ch <= "Z"


def apart(value: str, before: str, after: str) -> str:
    """A field's ``value`` as it stands between ``before`` and ``after`` (the text around it):
    set apart by a space where a Han character meets a Latin letter or a digit, as Chinese is
    written in Taiwan (「{name}正在考慮…」 reads 電腦 2 正在考慮…, 等待 Bo; 安娜正在考慮…). The
    texts space their own numbers (第 {n} 回合); English and Korean have no Han beside a field."""
    if value and before and _han(before[-1]) and _latin(value[0]):
        value = " " + value
    if value and after and _han(after[0]) and _latin(value[-1]):
        value = value + " "
    return value
