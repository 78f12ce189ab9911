"""The parts of a board painted from pictures (ui/pictures.py), in a real view."""
import pytest
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QColor, QRegion
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene

from dawnofempires_gui.ui import pictures
from dawnofempires_gui.ui.boardview import BoardView

pytestmark = pytest.mark.gui


class PaintedRegions(QObject):
    """The regions of a widget's paint events, in order (`regions`)."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.regions = []
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802
        if event.type() == QEvent.Paint:
            self.regions.append(event.region())
        return False


def shown_view(qtbot, scene: QGraphicsScene, width: int, height: int) -> BoardView:
    """A board view of `scene` on the screen, fitted and painted."""
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    qtbot.wait(20)
    return view


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
    view = shown_view(qtbot, scene, 800, 600)
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


def test_a_shelved_part_changed_while_shelved_is_drawn_again_ahead_and_shown_from_that_picture(qtbot, monkeypatch):
    """Another seat's sheet, kept undrawn, changes: its picture is made while the window is idle, and showing
    the sheet then copies that picture instead of drawing it."""
    scene = QGraphicsScene()
    shown, kept = pictures.part(None, "shown"), pictures.part(None, "kept")
    for holder in (shown, kept):
        scene.addItem(holder)
        QGraphicsRectItem(QRectF(0, 0, 300, 200), holder).setBrush(QColor("#c0392b"))
    pictures.shelve([kept], True)
    view = shown_view(qtbot, scene, 400, 300)
    made = []
    real = pictures.Cached.sourcePixmap

    def noted(effect, *args):
        picture = real(effect, *args)
        made.append((effect, picture.cacheKey()))
        return picture

    monkeypatch.setattr(pictures.Cached, "sourcePixmap", noted)
    kept.childItems()[0].setBrush(QColor("#2980b9"))
    qtbot.wait(20)
    assert pictures.stale_shelved(scene) == [kept.graphicsEffect()]
    view.prepare_soon()
    qtbot.waitUntil(lambda: pictures.stale_shelved(scene) == [], timeout=2000)
    prepared = [key for effect, key in made if effect is kept.graphicsEffect()]
    assert prepared, "made while idle"
    pictures.shelve([shown], True)
    pictures.shelve([kept], False)
    made.clear()
    qtbot.wait(20)
    assert [key for effect, key in made if effect is kept.graphicsEffect()][:1] == prepared[-1:]
    image = view.viewport().grab().toImage()
    assert image.pixelColor(view.mapFromScene(150, 100)).name() == "#2980b9", "the sheet shows its change"


def test_the_shelved_parts_of_a_closed_board_are_forgotten(qtbot):
    scene = QGraphicsScene()
    kept = pictures.part(None, "kept")
    scene.addItem(kept)
    QGraphicsRectItem(QRectF(0, 0, 10, 10), kept)
    pictures.shelve([kept], True)
    effect = kept.graphicsEffect()
    assert effect in pictures._SHELVED
    scene.clear()  # Qt deletes the items; the effect's Python wrapper may outlive them
    other = QGraphicsScene()
    assert pictures.stale_shelved(other) == []
    assert effect not in pictures._SHELVED


def test_a_shelved_part_qt_never_asks_for_is_tried_once_while_idle(qtbot, monkeypatch):
    """A part Qt does not ask for its picture (here: it lies in another shelved part) cannot have its picture
    made ahead: the idle work tries it once and stops, instead of painting its place again and again."""
    scene = QGraphicsScene()
    outer = pictures.part(None, "outer")
    scene.addItem(outer)
    QGraphicsRectItem(QRectF(0, 0, 300, 200), outer).setBrush(QColor("#27ae60"))
    inner = pictures.part(outer, "inner")
    QGraphicsRectItem(QRectF(20, 20, 100, 100), inner).setBrush(QColor("#2980b9"))
    pictures.shelve([outer, inner], True)
    view = shown_view(qtbot, scene, 400, 300)
    tries = []
    real = pictures.prepare

    def counted(effects, v):
        tries.extend(effects)
        real(effects, v)

    monkeypatch.setattr(pictures, "prepare", counted)
    view.prepare_soon()
    qtbot.wait(400)
    assert tries.count(inner.graphicsEffect()) == 1, len(tries)
    assert pictures.stale_shelved(scene) == []


def test_a_shelved_part_on_a_plain_ground_has_its_opaque_copy_made_while_idle(qtbot):
    """A sheet on paper is shown from a copy of its picture laid on the paper's colour: that copy is made with
    the picture while the window is idle, not in the frame that shows the sheet."""
    scene = QGraphicsScene()
    shown, kept = pictures.part(None, "shown"), pictures.part(None, "kept", ground="#f4ecd8")
    for holder in (shown, kept):
        scene.addItem(holder)
        QGraphicsRectItem(QRectF(0, 0, 300, 200), holder).setBrush(QColor("#c0392b"))
    pictures.shelve([kept], True)
    view = shown_view(qtbot, scene, 400, 300)
    kept.childItems()[0].setBrush(QColor("#2980b9"))
    qtbot.wait(20)
    view.prepare_soon()
    qtbot.waitUntil(lambda: pictures.stale_shelved(scene) == [], timeout=2000)
    effect = kept.graphicsEffect()
    made_while_idle = effect._solid
    assert made_while_idle is not None, "the opaque copy is made with the picture"
    pictures.shelve([shown], True)
    pictures.shelve([kept], False)
    qtbot.wait(20)
    assert effect._solid is made_while_idle, "showing the sheet copies what was made while idle"
    image = view.viewport().grab().toImage()
    assert image.pixelColor(view.mapFromScene(150, 100)).name() == "#2980b9", "the sheet shows its change"


def test_shelving_a_part_repaints_its_place_and_showing_it_again_keeps_its_picture(qtbot, monkeypatch):
    """Another seat's line put away leaves the screen at once (Qt ignores a repaint asked of a part's holder,
    as it has no contents: the screen kept the old line until something else repainted there), and brought
    back it is shown from the picture it kept."""
    scene = QGraphicsScene()
    line = pictures.part(None, "line")
    scene.addItem(line)
    QGraphicsRectItem(QRectF(0, 0, 300, 200), line).setBrush(QColor("#c0392b"))
    scene.addItem(QGraphicsRectItem(QRectF(-100, -100, 500, 400)))
    view = shown_view(qtbot, scene, 400, 300)
    place = view.mapFromScene(QRectF(0, 0, 300, 200)).boundingRect()
    watch = PaintedRegions(view.viewport())  # held: the filter lives as long as it
    painted = watch.regions
    made = []
    real = pictures.Cached.sourcePixmap
    monkeypatch.setattr(pictures.Cached, "sourcePixmap",
                        lambda effect, *args: made.append(effect.stale) or real(effect, *args))
    for shelved in (True, False):
        painted.clear()
        pictures.shelve([line], shelved)
        qtbot.waitUntil(lambda: bool(painted), timeout=1000)
        covered = painted[0]
        for region in painted[1:]:
            covered = covered.united(region)
        assert QRegion(place.adjusted(1, 1, -1, -1)).subtracted(covered).isEmpty(), "its whole place is painted again"
    assert made and not any(made), "shown again from the picture it kept"


def test_the_repaint_the_idle_work_causes_does_not_put_off_the_pictures_made_ahead(qtbot):
    """The idle work first brings the undrawn sheet up to date (catch_up), which Qt repaints; that repaint is
    the idle work's own: the sheet's picture is made at the next turn of the event loop, not after another
    wait for the window to be idle (it often came after the next player's click)."""

    class Board(QGraphicsScene):
        def __init__(self) -> None:
            super().__init__()
            self.caught_up = 0
            self.kept = pictures.part(None, "kept")
            self.addItem(self.kept)
            self.face = QGraphicsRectItem(QRectF(0, 0, 300, 200), self.kept)
            self.addItem(QGraphicsRectItem(QRectF(-50, -50, 400, 300)))

        def catch_up(self) -> None:
            self.caught_up += 1
            self.face.setBrush(QColor("#2980b9"))

    board = Board()
    pictures.shelve([board.kept], True)
    view = shown_view(qtbot, board, 400, 300)
    view.prepare_soon()
    qtbot.waitUntil(lambda: board.caught_up == 1, timeout=2000)
    for _ in range(6):  # a few turns of the event loop, far quicker than the idle wait (20 ms)
        QApplication.processEvents()
    assert pictures.stale_shelved(board) == [], "made right after catching up"


def test_a_change_and_a_part_shelved_in_one_redraw_are_painted_in_one_paint(qtbot):
    """A turn passing changes what is shown and puts a sheet away in the same redraw: the board is painted
    once, not once for the changes and again for the sheet's place."""
    scene = QGraphicsScene()
    shown, kept = pictures.part(None, "shown"), pictures.part(None, "kept")
    for holder, x in ((shown, 0), (kept, 400)):
        scene.addItem(holder)
        QGraphicsRectItem(QRectF(x, 0, 300, 200), holder).setBrush(QColor("#c0392b"))
    view = shown_view(qtbot, scene, 800, 300)
    watch = PaintedRegions(view.viewport())  # held: the filter lives as long as it
    paints = watch.regions
    for colour in ("#2980b9", "#27ae60", "#8e44ad"):
        paints.clear()
        pictures.shelve([kept], not pictures.is_shelved(kept))  # the sheet put away first, as a turn passing does
        shown.childItems()[0].setBrush(QColor(colour))
        qtbot.waitUntil(lambda: bool(paints), timeout=1000)
        for _ in range(5):
            QApplication.processEvents()
        assert len(paints) == 1, [r.boundingRect() for r in paints]
