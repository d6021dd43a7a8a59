//! A roll keeps one byte per student: attendance and mark together.
//!
//! | byte      | attendance | mark        |
//! |-----------|------------|-------------|
//! | 0         | present    | none        |
//! | 1         | absent     | none        |
//! | 2         | excused    | none        |
//! | 3         | late       | none        |
//! | 4..=104   | present    | byte − 4    |
//! | 105..=205 | late       | byte − 105  |
//!
//! Marks run from 0 to 100 on every marking system (a five-point mark is 2..5), and a student who
//! was not there has no mark, so every entry of a checked roll has its byte.

use domain::journal::{Attendance, Mark};

const PRESENT_MARKED: u8 = 4;
const LATE_MARKED: u8 = 105;
const HIGHEST_MARK: u8 = 100;

pub(crate) fn encode(attendance: Attendance, mark: Option<Mark>) -> u8 {
    let mark = mark.map(|m| m.get().min(HIGHEST_MARK));
    match (attendance, mark) {
        (Attendance::Present, None) => 0,
        (Attendance::Absent, _) => 1,
        (Attendance::Excused, _) => 2,
        (Attendance::Late, None) => 3,
        (Attendance::Present, Some(m)) => PRESENT_MARKED + m,
        (Attendance::Late, Some(m)) => LATE_MARKED + m,
    }
}

/// `None` for a byte no roll writes.
pub(crate) fn decode(byte: u8) -> Option<(Attendance, Option<Mark>)> {
    Some(match byte {
        0 => (Attendance::Present, None),
        1 => (Attendance::Absent, None),
        2 => (Attendance::Excused, None),
        3 => (Attendance::Late, None),
        b if (PRESENT_MARKED..LATE_MARKED).contains(&b) => (Attendance::Present, Some(Mark::from_stored(b - PRESENT_MARKED))),
        b if (LATE_MARKED..=LATE_MARKED + HIGHEST_MARK).contains(&b) => (Attendance::Late, Some(Mark::from_stored(b - LATE_MARKED))),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_entry_survives_its_byte(kind in 0usize..4, mark in proptest::option::of(0u8..=100)) {
            let attendance = Attendance::ALL[kind];
            let mark = if matches!(attendance, Attendance::Absent | Attendance::Excused) { None } else { mark.map(Mark::from_stored) };
            prop_assert_eq!(decode(encode(attendance, mark)), Some((attendance, mark)));
        }

        #[test]
        fn bytes_no_roll_writes_are_refused(byte in 206u8..=255) {
            prop_assert_eq!(decode(byte), None);
        }
    }
}
