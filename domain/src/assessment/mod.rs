//! Assessment: how a subject of a semester is marked (its plan), the points of its controls, and
//! the result, grade and GPA that follow from them (DOMAIN.md, "Assessment").

mod gpa;
mod invalid;
mod listing;
mod outcome;
mod plan;
mod points;
mod promotion;
mod record;

pub use gpa::{gpa, Gpa, GradedCredit};
pub use invalid::AssessmentInvalid;
pub use listing::sheet_listing;
pub use outcome::{outcome, recorded_outcome, Outcome, ResultState};
pub use plan::{AssessmentPlan, ControlForm, PlanForm};
pub use points::Points;
pub use promotion::{promotion, CourseStanding, StayReason};
pub use record::{SubjectRecord, SubjectResult};

use crate::curriculum::RatingType;
use crate::language::{Language, Text};

code_enum!(
    /// How a subject is marked.
    MarkingSystem { FivePoint = "FIVE_POINT", HundredPoint = "HUNDRED_POINT", Credit = "CREDIT" }
);

code_enum!(
    /// How a subject ends: an exam with a grade, or a pass/fail test (sinov).
    FinalForm { Exam = "EXAM", PassFail = "PASS_FAIL" }
);

code_enum!(
    /// The controls of a subject: current (JN), midterm (ON) and final (YN).
    Control { Current = "CURRENT", Midterm = "MIDTERM", Final = "FINAL" }
);

impl MarkingSystem {
    /// The plan an existing curriculum's subjects take: its own scale.
    pub fn of_rating_type(rating_type: RatingType) -> MarkingSystem {
        match rating_type {
            RatingType::FivePoint => MarkingSystem::FivePoint,
            RatingType::HundredPoint => MarkingSystem::HundredPoint,
        }
    }

    /// The highest total: 5 on the five-point system, 100 otherwise.
    pub fn scale_max(self) -> i32 {
        match self {
            MarkingSystem::FivePoint => 5,
            MarkingSystem::HundredPoint | MarkingSystem::Credit => 100,
        }
    }

    /// The share of the maximum a total must reach to pass, in per cent.
    pub fn pass_percent(self) -> i32 {
        match self {
            MarkingSystem::FivePoint | MarkingSystem::Credit => 60,
            MarkingSystem::HundredPoint => 55,
        }
    }

    /// The lowest total that passes, in whole points: 3, 55 or 60.
    pub fn passing_total(self) -> i32 {
        self.scale_max() * self.pass_percent() / 100
    }

    /// The marks a teacher may give at a lesson.
    pub fn mark_range(self) -> (i32, i32) {
        match self {
            MarkingSystem::FivePoint => (2, 5),
            MarkingSystem::HundredPoint | MarkingSystem::Credit => (0, 100),
        }
    }

    /// The grade 2..5 of a total rounded to whole points.
    pub fn grade(self, total: i32) -> u8 {
        let bands: [i32; 3] = match self {
            MarkingSystem::FivePoint => return total.clamp(2, 5) as u8,
            MarkingSystem::HundredPoint => [86, 71, 55],
            MarkingSystem::Credit => [90, 70, 60],
        };
        match total {
            t if t >= bands[0] => 5,
            t if t >= bands[1] => 4,
            t if t >= bands[2] => 3,
            _ => 2,
        }
    }

    /// The letter of a total on the credit system (A+ .. C, F below the pass); none elsewhere.
    pub fn letter(self, total: i32) -> Option<&'static str> {
        if self != MarkingSystem::Credit {
            return None;
        }
        Some(match total {
            t if t >= 91 => "A+",
            t if t >= 86 => "A",
            t if t >= 81 => "B+",
            t if t >= 71 => "B",
            t if t >= 66 => "C+",
            t if t >= 60 => "C",
            _ => "F",
        })
    }

    pub fn label(self) -> Text {
        match self {
            MarkingSystem::FivePoint => Text::new("5 ballik", "5-балльная", "5-point"),
            MarkingSystem::HundredPoint => Text::new("100 ballik", "100-балльная", "100-point"),
            MarkingSystem::Credit => Text::new("Kredit-modul", "Кредитно-модульная", "Credit-module"),
        }
    }
}

impl Control {
    /// The short name printed on sheets: JN, ON, YN.
    pub fn abbreviation(self, language: Language) -> &'static str {
        match (self, language) {
            (Control::Current, Language::Uz | Language::UzCyrl) => "JN",
            (Control::Midterm, Language::Uz | Language::UzCyrl) => "ON",
            (Control::Final, Language::Uz | Language::UzCyrl) => "YN",
            (Control::Current, Language::Ru) => "ТК",
            (Control::Midterm, Language::Ru) => "ПК",
            (Control::Final, Language::Ru) => "ИК",
            (Control::Current, Language::En) => "CC",
            (Control::Midterm, Language::En) => "MT",
            (Control::Final, Language::En) => "FE",
        }
    }

    pub fn label(self) -> Text {
        match self {
            Control::Current => Text::new("Joriy nazorat", "Текущий контроль", "Current control"),
            Control::Midterm => Text::new("Oraliq nazorat", "Промежуточный контроль", "Midterm control"),
            Control::Final => Text::new("Yakuniy nazorat", "Итоговый контроль", "Final control"),
        }
    }
}

/// A retake is allowed twice: attempt 1 is the main sheet, 2 and 3 the retakes.
pub const MAX_ATTEMPT: i64 = 3;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn passing_totals_follow_the_systems() {
        assert_eq!(MarkingSystem::FivePoint.passing_total(), 3);
        assert_eq!(MarkingSystem::HundredPoint.passing_total(), 55);
        assert_eq!(MarkingSystem::Credit.passing_total(), 60);
    }

    #[test]
    fn band_edges() {
        let h = MarkingSystem::HundredPoint;
        assert_eq!([h.grade(100), h.grade(86), h.grade(85), h.grade(71), h.grade(70), h.grade(55), h.grade(54)], [5, 5, 4, 4, 3, 3, 2]);
        let c = MarkingSystem::Credit;
        assert_eq!([c.grade(90), c.grade(89), c.grade(70), c.grade(69), c.grade(60), c.grade(59)], [5, 4, 4, 3, 3, 2]);
        assert_eq!(
            [c.letter(91), c.letter(90), c.letter(86), c.letter(85), c.letter(81)],
            [Some("A+"), Some("A"), Some("A"), Some("B+"), Some("B+")]
        );
        assert_eq!(
            [c.letter(80), c.letter(71), c.letter(70), c.letter(66), c.letter(65), c.letter(60), c.letter(59)].map(|l| l.unwrap_or("")),
            ["B", "B", "C+", "C+", "C", "C", "F"]
        );
        assert_eq!(h.letter(95), None);
        let f = MarkingSystem::FivePoint;
        assert_eq!([f.grade(0), f.grade(2), f.grade(3), f.grade(5), f.grade(7)], [2, 2, 3, 5, 5]);
    }

    proptest! {
        #[test]
        fn a_grade_passes_exactly_from_the_passing_total(total in 0i32..=100) {
            for system in [MarkingSystem::HundredPoint, MarkingSystem::Credit] {
                prop_assert_eq!(system.grade(total) >= 3, total >= system.passing_total());
            }
        }

        #[test]
        fn grades_never_fall_as_the_total_rises(a in 0i32..=100, b in 0i32..=100) {
            for system in MarkingSystem::ALL {
                let (low, high) = (a.min(b), a.max(b));
                prop_assert!(system.grade(low) <= system.grade(high));
            }
        }
    }
}
