"""The Qt binding itself must not leak references to None/True: a leaking release (PySide6 6.12.0 on
Python 3.11) aborts the program after a few thousand drawing calls."""
import sys

from PySide6.QtCore import QObject, QPointF, Signal


class _Probe(QObject):
    ping = Signal(bool)


def test_void_calls_and_signals_keep_none_and_true_alive():
    point = QPointF()
    probe = _Probe()
    probe.ping.connect(lambda value: None)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        point.setX(1.0)
        probe.ping.emit(True)
    assert none_before - sys.getrefcount(None) < 100
    assert true_before - sys.getrefcount(True) < 100
