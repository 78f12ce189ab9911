"""Run by tests/test_gui_targets.py in its own process: a target disarmed under the pointer of a view that
has had no mouse event yet (Qt crashed in QGraphicsItem.unsetCursor there)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ["QT_QPA_PLATFORM"]="offscreen"
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QRectF
from PySide6.QtGui import QCursor
app = QApplication([])
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.boardview import BoardView
from dawnofempires_gui.ui.targets import target_rect
from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.registry import get
import tests.testgame
scene = BoardScene(get("secretdice"))
view = BoardView(); view.setScene(scene); view.resize(400,300); view.show(); app.processEvents()
t = target_rect(100, 100); scene.addItem(t)
t.arm(scene, Action("roll"), "x"); app.processEvents()
QCursor.setPos(view.viewport().mapToGlobal(view.mapFromScene(50, 50)))
t.disarm(); app.processEvents()
print("survived")
