"""The icons: the trimmed charmap holds every icon the program names, with qtawesome's codes."""
from pathlib import Path

from dawnofempires_gui.ui import glyphs

ROOT = Path(__file__).resolve().parent.parent


def test_every_icon_named_in_the_program_is_in_the_trimmed_charmap_with_its_code():
    trimmed = glyphs._trimmed()
    named = glyphs.names_in_sources(ROOT)
    assert len(named) > 40
    missing = sorted(named - set(trimmed))
    assert missing == [], f"run tools/trim_charmap.py: {missing[:5]}"
    assert {name: trimmed[name] for name in named} == {name: glyphs.full_code(name) for name in named}


def test_an_icon_is_drawn_without_reading_qtawesomes_full_charmap(qapp, monkeypatch):
    read = []
    real = glyphs._full_charmap
    monkeypatch.setattr(glyphs, "_full_charmap", lambda prefix: read.append(prefix) or real(prefix))
    family, char = glyphs.glyph("fa6s.dice")
    assert read == [] and family
    assert char == chr(glyphs.full_code("fa6s.dice"))


def test_an_icon_missing_from_the_trimmed_charmap_is_found_in_the_full_one(qapp, monkeypatch):
    monkeypatch.setattr(glyphs, "_trimmed", lambda: {})
    family, char = glyphs.glyph("fa6s.dice")
    assert char == chr(glyphs.full_code("fa6s.dice"))
