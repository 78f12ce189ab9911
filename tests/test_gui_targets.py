"""The shared clickable target of every board."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.gui


def test_a_target_disarmed_under_the_pointer_does_not_crash_the_program():
    result = subprocess.run([sys.executable, str(ROOT / "tests" / "crash_disarm_under_pointer.py")], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and "survived" in result.stdout, result.stderr[-500:]


def test_a_target_kept_from_redraw_to_redraw_does_not_keep_its_board_alive(qtbot):
    """A board may keep targets in Python between redraws (a tile's target moved along a panel): the target
    holds its board weakly, so a board let go is collected whole, never from inside the deletion of one of
    its items (Qt crashed there)."""
    import gc
    import weakref

    from PySide6.QtGui import QPainterPath
    from PySide6.QtWidgets import QGraphicsScene

    from dawnofempires_gui.engine import Action
    from dawnofempires_gui.ui.targets import Target

    class Board(QGraphicsScene):
        def __init__(self) -> None:
            super().__init__()
            self.armed = []

        def remember_target(self, target) -> None:
            self.armed.append(target)

        def forget_target(self, target) -> None:
            self.armed.remove(target)

    path = QPainterPath()
    path.addRect(0, 0, 10, 10)
    kept = Target(path, tag="kept")  # held by Python, as a panel holds it, outside any scene
    board = Board()
    kept.arm(board, (Action("take"),))
    assert kept.board is board and kept.actions
    gone = weakref.ref(board)
    board.armed.clear()  # the board's own list would otherwise hold the target, not the other way round
    del board
    gc.collect()
    assert gone() is None, "the board is not kept alive by its target"
    assert kept.board is None


def test_armed_targets_in_a_picture_are_outlined_without_a_call_into_python(qtbot, monkeypatch):
    """A step may arm tens of targets lying in a part's picture (the supply's tiles for a research): their
    outlines are plain items Qt draws; only the one under the pointer or the keyboard focus paints its glow."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication, QGraphicsScene

    from dawnofempires_gui.engine import Action
    from dawnofempires_gui.ui import facetarget, pictures, targets
    from dawnofempires_gui.ui.boardview import BoardView

    painted = []
    real = facetarget.Mark.paint
    monkeypatch.setattr(facetarget.Mark, "paint", lambda mark, *args: painted.append(mark) or real(mark, *args))

    class Board(QGraphicsScene):
        def remember_target(self, target) -> None:
            pass

        def forget_target(self, target) -> None:
            pass

    board = Board()
    supply = pictures.part(None, "supply")
    board.addItem(supply)
    tiles = []
    for i in range(20):
        tile = facetarget.FaceTarget(targets.rounded(QRectF(0, 0, 40, 40), 4), supply, "#f4ecd8", None, f"tile-{i}")
        tile.setPos(50 * (i % 10), 50 * (i // 10))
        tiles.append(tile)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(board)
    view.resize(600, 200)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    for i, tile in enumerate(tiles):
        tile.arm(board, (Action("take", tile=i),))
    qtbot.wait(30)
    view.viewport().repaint()
    assert all(tile.mark.line.isVisible() for tile in tiles), "every armed tile is outlined"
    assert painted == [], "no outline painted by Python"
    tiles[3].set_focus_mark(True)
    QApplication.processEvents()
    view.viewport().repaint()
    assert set(painted) == {tiles[3].mark}, "only the focused tile paints its glow"
    assert not tiles[3].mark.line.isVisible(), "its dashed outline is painted instead of the plain one"
    tiles[5].hide()
    assert not tiles[5].mark.line.isVisible(), "a hidden tile shows no outline"
    tiles[7].arm(board, ())
    assert not tiles[7].mark.line.isVisible() and tiles[7].mark.drawn is False
    image = view.viewport().grab().toImage()
    assert image.pixelColor(view.mapFromScene(tiles[0].mapToScene(0, 20))).name() != QColor("#f4ecd8").name()
