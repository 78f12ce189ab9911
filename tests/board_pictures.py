"""What the boards' tests count of the parts painted from pictures (ui/pictures.py)."""
from __future__ import annotations


def pictures_made(monkeypatch) -> dict:
    """The pictures of the parts as drawn: each part's effect -> the picture last drawn (a new picture is a
    part drawn again item by item). Patch before the window is opened: PySide keeps the draw it first ran."""
    from PySide6.QtCore import QPoint

    from dawnofempires_gui.ui import pictures

    made: dict = {}
    draw = pictures.Cached.draw

    def drawing(effect, painter):
        if not effect.shelved:
            made[effect] = effect.sourcePixmap(pictures.DEVICE, QPoint(), pictures.PAD).cacheKey()
        draw(effect, painter)

    monkeypatch.setattr(pictures.Cached, "draw", drawing)
    return made
