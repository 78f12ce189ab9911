"""The parts of a board painted from pictures (ui/pictures.py), in a real view."""
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from dawnofempires_gui.ui import pictures
from dawnofempires_gui.ui.boardview import BoardView

pytestmark = pytest.mark.gui


def test_a_change_in_one_corner_draws_only_the_parts_there(qtbot, monkeypatch):
    """Qt asks every part for its picture at each paint, even far from the change: the parts outside the
    painted region are left out, and the changed part is drawn again with what changed."""
    scene = QGraphicsScene()
    corners = {}
    for name, x, y in (("top left", 0, 0), ("bottom right", 900, 600)):
        holder = pictures.part(None, name)
        scene.addItem(holder)
        QGraphicsRectItem(QRectF(x, y, 100, 100), holder).setBrush(QColor("#c0392b"))
        corners[name] = holder
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    qtbot.wait(20)
    asked = []
    real = pictures.Cached.sourcePixmap
    monkeypatch.setattr(pictures.Cached, "sourcePixmap",
                        lambda effect, *args: asked.append(effect) or real(effect, *args))
    corners["top left"].childItems()[0].setBrush(QColor("#2980b9"))
    qtbot.waitUntil(lambda: bool(asked), timeout=1000)
    qtbot.wait(20)
    assert set(asked) == {corners["top left"].graphicsEffect()}
    image = view.viewport().grab().toImage()
    top_left = view.mapFromScene(50, 50)
    assert image.pixelColor(top_left).name() == "#2980b9", "the changed part shows its change"
