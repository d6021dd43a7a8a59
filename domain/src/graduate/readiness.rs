//! Whether a student may graduate: every subject of every semester of their curriculum carries a
//! passing rating and every final state attestation (DAK) exam is rated. The answer names exactly
//! what is missing, so that a refusal can list it.

use crate::curriculum::RatingType;
use crate::ids::EduSubjectId;
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;

impl RatingType {
    /// The lowest rating that passes: five-point 3, hundred-point 55.
    pub fn passing(self) -> i32 {
        match self {
            RatingType::FivePoint => 3,
            RatingType::HundredPoint => 55,
        }
    }

    pub fn passes(self, rating: i32) -> bool {
        rating >= self.passing()
    }
}

/// One subject of one semester of the curriculum, with the student's rating in it: the rating
/// typed before the journal, or the journal's total with its verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedSubject {
    pub semester: i32,
    pub edu_subject_id: EduSubjectId,
    pub name: MultilingualName,
    pub study_hours: i32,
    pub rating: Option<i32>,
    /// The journal's verdict (its own marking system's pass mark), when the rating is its total.
    pub passed: Option<bool>,
}

impl PlannedSubject {
    /// Whether the subject is passed: by the journal's verdict, else by the rating on the curriculum's scale.
    pub fn passes(&self, scale: RatingType) -> bool {
        self.passed.unwrap_or_else(|| self.rating.is_some_and(|r| scale.passes(r)))
    }
}

/// One DAK exam of the curriculum, with the student's rating in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedExam {
    pub exam_id: i64,
    pub name: MultilingualName,
    pub study_hours: i32,
    pub rating: Option<i32>,
}

/// A subject without a passing rating: `rating` is the failing one, or `None` when there is none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingSubject {
    pub semester: i32,
    pub edu_subject_id: EduSubjectId,
    pub name: MultilingualName,
    pub rating: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingExam {
    pub exam_id: i64,
    pub name: MultilingualName,
}

/// What stands between a student and graduation; nothing when they are ready.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Readiness {
    pub missing_subjects: Vec<MissingSubject>,
    pub missing_exams: Vec<MissingExam>,
}

impl Readiness {
    pub fn ready(&self) -> bool {
        self.missing_subjects.is_empty() && self.missing_exams.is_empty()
    }

    /// `Ok` when ready, else the refusal that lists what is missing (422 `graduation_incomplete`).
    pub fn check(self) -> Result<(), GraduationIncomplete> {
        if self.ready() {
            Ok(())
        } else {
            Err(GraduationIncomplete(self))
        }
    }
}

/// The readiness of a record on its curriculum's scale, in the order the curriculum lists its
/// semesters, subjects and exams.
pub fn readiness(scale: RatingType, subjects: &[PlannedSubject], exams: &[PlannedExam]) -> Readiness {
    let mut missing_subjects: Vec<MissingSubject> = subjects
        .iter()
        .filter(|s| !s.passes(scale))
        .map(|s| MissingSubject { semester: s.semester, edu_subject_id: s.edu_subject_id, name: s.name.clone(), rating: s.rating })
        .collect();
    missing_subjects.sort_by_key(|s| s.semester);
    let missing_exams =
        exams.iter().filter(|e| e.rating.is_none()).map(|e| MissingExam { exam_id: e.exam_id, name: e.name.clone() }).collect();
    Readiness { missing_subjects, missing_exams }
}

/// A student who may not graduate yet, with everything missing (422).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduationIncomplete(pub Readiness);

impl Localized for GraduationIncomplete {
    fn code(&self) -> &'static str {
        "graduation_incomplete"
    }

    fn message(&self, language: Language) -> String {
        let (subjects, exams) = (self.0.missing_subjects.len(), self.0.missing_exams.len());
        match language {
            Language::Uz | Language::UzCyrl => {
                format!("Talaba bitira olmaydi: {subjects} ta fandan o‘tish bahosi yo‘q, {exams} ta DAK imtihoni baholanmagan")
            }
            Language::Ru => format!(
                "Студент не может окончить обучение: нет проходной оценки по {subjects} предметам, не оценено экзаменов ГАК: {exams}"
            ),
            Language::En => {
                format!("The student cannot graduate: {subjects} subjects lack a passing rating and {exams} DAK exams are not rated")
            }
        }
    }

    fn messages(&self, language: Language) -> Vec<String> {
        let mut all = vec![self.message(language)];
        for s in &self.0.missing_subjects {
            let name = s.name.get(language);
            all.push(match (language, s.rating) {
                (Language::Uz | Language::UzCyrl, None) => format!("{}-semestr: «{name}» — baho qo‘yilmagan", s.semester),
                (Language::Uz | Language::UzCyrl, Some(r)) => format!("{}-semestr: «{name}» — baho {r}, o‘tish bahosidan past", s.semester),
                (Language::Ru, None) => format!("Семестр {}: «{name}» — нет оценки", s.semester),
                (Language::Ru, Some(r)) => format!("Семестр {}: «{name}» — оценка {r} ниже проходной", s.semester),
                (Language::En, None) => format!("Semester {}: “{name}” — not rated", s.semester),
                (Language::En, Some(r)) => format!("Semester {}: “{name}” — rating {r} is below passing", s.semester),
            });
        }
        for e in &self.0.missing_exams {
            let name = e.name.get(language);
            all.push(match language {
                Language::Uz | Language::UzCyrl => format!("DAK imtihoni «{name}» — baho qo‘yilmagan"),
                Language::Ru => format!("Экзамен ГАК «{name}» — нет оценки"),
                Language::En => format!("DAK exam “{name}” — not rated"),
            });
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn name(text: &str) -> MultilingualName {
        MultilingualName::from_stored(text.into(), String::new(), String::new(), String::new())
    }

    fn subject(semester: i32, id: i64, rating: Option<i32>) -> PlannedSubject {
        PlannedSubject {
            semester,
            edu_subject_id: EduSubjectId::from_stored(id),
            name: name(&format!("Fan {id}")),
            study_hours: 60,
            rating,
            passed: None,
        }
    }

    fn exam(id: i64, rating: Option<i32>) -> PlannedExam {
        PlannedExam { exam_id: id, name: name(&format!("DAK {id}")), study_hours: 40, rating }
    }

    #[test]
    fn the_journals_verdict_outweighs_the_scale() {
        let failed_on_credit = PlannedSubject { passed: Some(false), ..subject(1, 1, Some(58)) };
        let passed = PlannedSubject { passed: Some(true), ..subject(1, 2, Some(60)) };
        let r = readiness(RatingType::HundredPoint, &[failed_on_credit, passed], &[]);
        assert_eq!(r.missing_subjects.iter().map(|s| s.edu_subject_id.get()).collect::<Vec<_>>(), [1]);
    }

    #[test]
    fn passing_is_three_of_five_and_fifty_five_of_a_hundred() {
        assert_eq!(RatingType::FivePoint.passing(), 3);
        assert_eq!(RatingType::HundredPoint.passing(), 55);
        assert!(RatingType::HundredPoint.passes(55));
        assert!(!RatingType::HundredPoint.passes(54));
        assert!(RatingType::FivePoint.passes(3));
    }

    #[test]
    fn a_complete_record_is_ready() {
        let r = readiness(RatingType::HundredPoint, &[subject(1, 1, Some(55)), subject(8, 2, Some(100))], &[exam(5, Some(3))]);
        assert!(r.ready());
        assert_eq!(r.check(), Ok(()));
    }

    #[test]
    fn the_answer_lists_exactly_what_is_missing() {
        let r = readiness(
            RatingType::HundredPoint,
            &[subject(8, 9, Some(40)), subject(1, 1, Some(90)), subject(2, 3, None)],
            &[exam(5, None), exam(6, Some(70))],
        );
        assert!(!r.ready());
        let subjects: Vec<_> = r.missing_subjects.iter().map(|s| (s.semester, s.edu_subject_id.get(), s.rating)).collect();
        assert_eq!(subjects, [(2, 3, None), (8, 9, Some(40))]);
        assert_eq!(r.missing_exams.iter().map(|e| e.exam_id).collect::<Vec<_>>(), [5]);
        let refusal = r.check().unwrap_err();
        assert_eq!(refusal.code(), "graduation_incomplete");
        let messages = refusal.messages(Language::Uz);
        assert_eq!(messages.len(), 4);
        assert!(messages[1].contains("2-semestr") && messages[1].contains("Fan 3"));
        assert!(messages[2].contains("40"));
        assert!(messages[3].contains("DAK 5"));
    }

    proptest! {
        #[test]
        fn ready_exactly_when_every_subject_passes_and_every_exam_is_rated(
            ratings in proptest::collection::vec(proptest::option::of(3i32..=100), 0..12),
            exams in proptest::collection::vec(proptest::option::of(3i32..=100), 0..4),
        ) {
            let subjects: Vec<_> = ratings.iter().enumerate().map(|(i, r)| subject(i as i32 % 8 + 1, i as i64 + 1, *r)).collect();
            let planned: Vec<_> = exams.iter().enumerate().map(|(i, r)| exam(i as i64 + 1, *r)).collect();
            let r = readiness(RatingType::HundredPoint, &subjects, &planned);
            let failing = ratings.iter().filter(|r| !r.is_some_and(|r| r >= 55)).count();
            let unrated = exams.iter().filter(|r| r.is_none()).count();
            prop_assert_eq!(r.missing_subjects.len(), failing);
            prop_assert_eq!(r.missing_exams.len(), unrated);
            prop_assert_eq!(r.ready(), failing == 0 && unrated == 0);
            prop_assert!(r.missing_subjects.windows(2).all(|w| w[0].semester <= w[1].semester));
        }
    }
}
