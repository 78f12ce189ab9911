"""The view every board is shown in: wheel and +/- zoom, drag to pan, fit to window."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from dawnofempires_gui.ui.pictures import Exposed, prepare, stale_shelved

PREPARE_AFTER_MS = 60  # after a redraw, before the shelved parts' pictures are made ahead


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
        """Make the pictures of the board's shelved parts (another seat's sheet, kept undrawn) once the
        window is idle, one part per turn of the event loop, so that showing them costs a copy, not a drawing."""
        self._preparing.start(PREPARE_AFTER_MS)

    def _prepare_one(self) -> None:
        scene = self.scene()
        if scene is None or not self.isVisible():
            return
        waiting = stale_shelved(scene)
        if waiting:
            prepare(waiting[0], self)
            if len(waiting) > 1:
                self._preparing.start(0)

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
            self.main_action_requested.emit()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event):  # noqa: N802
        Exposed.region = event.region()  # the parts of the board outside it are not drawn (pictures.Exposed)
        try:
            super().paintEvent(event)
        finally:
            Exposed.region = None

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        self.refit_if_fitted()
