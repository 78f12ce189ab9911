"""A push button that Enter presses as Space does: outside a dialog a QPushButton takes only Space, and the
Actions dock gives its first button the focus after every move, so a keyboard player presses Enter there."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

ENTER_KEYS = (Qt.Key_Return, Qt.Key_Enter)


class KeyButton(QPushButton):
    def keyPressEvent(self, event):  # noqa: N802
        # never a held key's repeats: Enter held on the board once took one move per repeat
        if event.key() in ENTER_KEYS and not event.isAutoRepeat():
            event.accept()
            self.click()
            return
        super().keyPressEvent(event)
