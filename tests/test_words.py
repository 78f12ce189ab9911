"""The shared wording of engine/words.py."""
from dawnofempires_gui.engine.words import initials


def test_each_seat_has_a_letter_of_its_own_where_first_letters_differ():
    assert initials(["Ana", "Bo", "Cy"]) == ["A", "B", "C"]


def test_seats_named_alike_are_told_apart_by_another_letter_of_the_name():
    assert initials(["Ana", "Anna", "Mia"]) == ["A", "N", "M"]


def test_numbered_seats_show_their_numbers():
    assert initials(["Player 1", "Player 2", "Player 3", "Player 4"]) == ["1", "2", "3", "4"]


def test_seats_with_the_same_name_or_none_still_differ_and_show_one_character_each():
    for names in (["Ana"] * 6, ["", "", "Eve"], ["Straße", "Sam", "ßen"], ["a", "A", "ann", "ANN"]):
        letters = initials(names)
        assert len(set(letters)) == len(names), (names, letters)
        assert all(len(c) == 1 for c in letters), letters
