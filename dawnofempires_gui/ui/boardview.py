"""The view every board is shown in: wheel and +/- zoom, drag to pan, fit to window."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from dawnofempires_gui.ui.pictures import Exposed, prepare_next

IDLE_AFTER_MS = 20  # nothing painted for this long after a redraw: the board's idle work begins


class BoardView(QGraphicsView):
    """Arrow keys and Enter go to the board (its targets); Space asks the window for the main action."""

    ZOOM_STEP = 1.2
    main_action_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setFocusPolicy(Qt.StrongFocus)
        self._fitted = True
        self._fit_pending = False
        self._preparing = QTimer(self, singleShot=True, timeout=self._prepare_one)
        self._caught_up = True
        self._idle_work = False  # the idle work's own repaints (they do not put it off)

    def zoom_in(self) -> None:
        self._fitted = False
        self.scale(self.ZOOM_STEP, self.ZOOM_STEP)

    def zoom_out(self) -> None:
        self._fitted = False
        self.scale(1 / self.ZOOM_STEP, 1 / self.ZOOM_STEP)

    def fit(self) -> None:
        self._fitted = True
        if self.scene() is not None:
            drawn = self.scene().itemsBoundingRect()
            self._fit_pending = drawn.isEmpty()
            if self._fit_pending:  # nothing drawn yet (the first seat sat behind the hand-off cover): a fit
                return  # to an empty rectangle would zoom the board, once built, forty times over
            rect = drawn.adjusted(-10, -10, 10, 10)
            self.setSceneRect(rect)
            self.fitInView(rect, Qt.KeepAspectRatio)

    def refit_if_fitted(self) -> None:
        if self._fitted:
            self.fit()

    def fit_if_pending(self) -> None:
        """Fit the board if the last fit found nothing drawn yet (called once the board has been drawn)."""
        if self._fit_pending and self._fitted:
            self.fit()

    def prepare_soon(self) -> None:
        """Once the window is idle after a redraw: let the board bring what it keeps undrawn up to date
        (BoardScene.catch_up), then make the pictures of its stale shelved parts, a group per turn of the event
        loop (BoardScene.prepare_next), so that showing them costs a copy, not a drawing."""
        self._caught_up = False
        self._preparing.start(IDLE_AFTER_MS)

    def _prepare_one(self) -> None:
        scene = self.scene()
        if scene is None or not self.isVisible():
            return
        self._idle_work = True
        try:
            if not self._caught_up:
                self._caught_up = True
                if hasattr(scene, "catch_up"):  # a board (BoardScene)
                    scene.catch_up()
                self._preparing.start(0)  # once Qt has seen what changed (it marks the pictures stale then)
            elif scene.prepare_next(self) if hasattr(scene, "prepare_next") else prepare_next(scene, self):
                self._preparing.start(0)
        finally:
            self._idle_work = False

    def wheelEvent(self, event):  # noqa: N802
        if event.angleDelta().y() > 0:
            self.zoom_in()
        elif event.angleDelta().y() < 0:
            self.zoom_out()
        event.accept()

    def keyPressEvent(self, event):  # noqa: N802
        if event.key() in (Qt.Key_Plus, Qt.Key_Equal):
            self.zoom_in()
        elif event.key() == Qt.Key_Minus:
            self.zoom_out()
        elif event.key() == Qt.Key_0:
            self.fit()
        elif event.key() == Qt.Key_Space:
            if not event.isAutoRepeat():  # a held key plays one move, not one per repeat
                self.main_action_requested.emit()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event):  # noqa: N802
        if self._preparing.isActive() and not self._idle_work and not self._caught_up:
            self._preparing.start(IDLE_AFTER_MS)  # idle means nothing painted for a moment (once caught up, a
            # repaint is what catch_up changed: the pictures are made next, not after another wait)
        Exposed.region = event.region()  # the parts of the board outside it are not drawn (pictures.Exposed)
        try:
            super().paintEvent(event)
        finally:
            Exposed.region = None

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        self.refit_if_fitted()
