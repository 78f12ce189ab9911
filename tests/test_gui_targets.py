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
