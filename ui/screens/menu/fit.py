"""Words that fit the title screen's buttons: cut with '…' where a longer language would not fit, or a button as
wide as its words need within bounds."""
from __future__ import annotations

from ui.kit import text


def fitted(words: str, size: int, width: int) -> str:
    """A button's bold words cut with '…' where they would not fit its width (a longer language)."""
    return text.ellipsize(words, size, width - 16, True)


def button_width(words: str, size: int, least: int, most: int) -> int:
    """As wide as the bold words need, at least `least` (the English width) and at most `most`."""
    return max(least, min(most, text.font(size, True).size(words)[0] + 28))
