use crate::language::Language;
use crate::room::RoomKind;
use crate::validation::Invalid;

/// The kind of a lesson, for lessons and for topics alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LessonType {
    Lecture,
    Practice,
    Lab,
    Seminar,
}

impl LessonType {
    pub const ALL: [LessonType; 4] = [LessonType::Lecture, LessonType::Practice, LessonType::Lab, LessonType::Seminar];

    pub fn code(self) -> &'static str {
        match self {
            LessonType::Lecture => "LECTURE",
            LessonType::Practice => "PRACTICE",
            LessonType::Lab => "LAB",
            LessonType::Seminar => "SEMINAR",
        }
    }

    pub fn label(self, language: Language) -> &'static str {
        language.fixed(match (self, language) {
            (LessonType::Lecture, Language::Uz | Language::UzCyrl) => "Ma’ruza",
            (LessonType::Lecture, Language::Ru) => "Лекция",
            (LessonType::Lecture, Language::En) => "Lecture",
            (LessonType::Practice, Language::Uz | Language::UzCyrl) => "Amaliy",
            (LessonType::Practice, Language::Ru) => "Практика",
            (LessonType::Practice, Language::En) => "Practice",
            (LessonType::Lab, Language::Uz | Language::UzCyrl) => "Laboratoriya",
            (LessonType::Lab, Language::Ru) => "Лабораторная",
            (LessonType::Lab, Language::En) => "Laboratory",
            (LessonType::Seminar, Language::Uz | Language::UzCyrl) => "Seminar",
            (LessonType::Seminar, Language::Ru) => "Семинар",
            (LessonType::Seminar, Language::En) => "Seminar",
        })
    }

    /// The kinds of room a lesson of this type is held in: a lecture in a lecture hall, a
    /// laboratory lesson in a laboratory or a computer room; practice and seminars anywhere.
    pub fn room_kinds(self) -> &'static [RoomKind] {
        match self {
            LessonType::Lecture => &[RoomKind::Lecture],
            LessonType::Lab => &[RoomKind::Lab, RoomKind::Computer],
            LessonType::Practice | LessonType::Seminar => &[RoomKind::Lecture, RoomKind::Lab, RoomKind::Computer, RoomKind::Gym],
        }
    }

    /// Whether a lesson of this type may be held in a room of `kind`.
    pub fn fits_room(self, kind: RoomKind) -> bool {
        self.room_kinds().contains(&kind)
    }

    pub fn parse(code: &str) -> Result<LessonType, Invalid> {
        match code.trim() {
            "" => Err(Invalid::Required),
            code => LessonType::ALL.into_iter().find(|t| t.code() == code).ok_or(Invalid::UnknownValue),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lectures_and_labs_need_rooms_of_their_kind() {
        assert!(LessonType::Lecture.fits_room(RoomKind::Lecture));
        assert!(!LessonType::Lecture.fits_room(RoomKind::Lab));
        assert!(!LessonType::Lecture.fits_room(RoomKind::Gym));
        assert!(LessonType::Lab.fits_room(RoomKind::Computer));
        assert!(!LessonType::Lab.fits_room(RoomKind::Lecture));
        assert!(LessonType::Practice.fits_room(RoomKind::Gym));
    }

    #[test]
    fn every_code_parses_back() {
        for t in LessonType::ALL {
            assert_eq!(LessonType::parse(t.code()), Ok(t));
        }
        assert_eq!(LessonType::parse("lecture"), Err(Invalid::UnknownValue));
        assert_eq!(LessonType::parse(" "), Err(Invalid::Required));
    }

    #[test]
    fn every_type_and_weekday_has_a_distinct_name_in_each_language() {
        use crate::schedule::Weekday;
        for language in Language::ALL {
            let types: std::collections::BTreeSet<_> = LessonType::ALL.iter().map(|t| t.label(language)).collect();
            assert_eq!(types.len(), LessonType::ALL.len(), "{language:?}");
            let days: std::collections::BTreeSet<_> = (1..=6).map(|n| Weekday::new(n).unwrap().name(language)).collect();
            assert_eq!(days.len(), 6, "{language:?}");
        }
        assert_eq!(Weekday::new(1).unwrap().name(Language::Uz), "Dushanba");
        assert_eq!(Weekday::new(6).unwrap().name(Language::Ru), "Суббота");
    }
}
