//! A curriculum's subjects and their spread over semesters. Every operation keeps three
//! invariants: a semester only holds subjects of the curriculum's list, a subject is at most once
//! in a semester, and the semesters never give a subject more hours than the list does.

use std::collections::BTreeSet;

use super::rules::CurriculumInvalid;
use crate::ids::EduSubjectId;
use crate::validation::Invalid;

/// The most hours a subject or a row may carry.
pub const MAX_HOURS: i32 = 10_000;
/// The most semesters a curriculum may have; lyceums have at most `LYCEUM_MAX_SEMESTERS`.
pub const MAX_SEMESTERS: u8 = 12;
pub const LYCEUM_MAX_SEMESTERS: u8 = 4;

/// A semester of a curriculum, counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SemesterNumber(u8);

impl SemesterNumber {
    pub fn new(value: i64) -> Result<SemesterNumber, Invalid> {
        if (1..=i64::from(MAX_SEMESTERS)).contains(&value) {
            Ok(SemesterNumber(value as u8))
        } else {
            Err(Invalid::OutOfRange { min: 1, max: i64::from(MAX_SEMESTERS) })
        }
    }

    pub fn get(self) -> u8 {
        self.0
    }

    fn index(self) -> usize {
        usize::from(self.0) - 1
    }
}

/// A subject of the curriculum's list with the hours the curriculum gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubjectHours {
    pub subject: EduSubjectId,
    pub study_hours: i32,
}

/// A subject's hours in one semester.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SemesterRow {
    pub subject: EduSubjectId,
    pub study_hours: i32,
    pub is_separated: bool,
}

/// A row taken out of a semester, with the semester it was in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RemovedRow {
    pub semester: SemesterNumber,
    pub row: SemesterRow,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Distribution {
    subjects: Vec<SubjectHours>,
    semesters: Vec<Vec<SemesterRow>>,
}

fn check_hours(hours: i32, min: i32) -> Result<(), CurriculumInvalid> {
    if (min..=MAX_HOURS).contains(&hours) {
        Ok(())
    } else {
        Err(CurriculumInvalid::HoursOutOfRange { min, max: MAX_HOURS })
    }
}

impl Distribution {
    /// The subject list (distinct, 1..MAX_HOURS hours each) and `semesters` empty semesters.
    pub fn new(subjects: Vec<SubjectHours>, semesters: u8) -> Result<Distribution, CurriculumInvalid> {
        if !(1..=MAX_SEMESTERS).contains(&semesters) {
            return Err(CurriculumInvalid::NoSuchSemester);
        }
        let mut seen = BTreeSet::new();
        for subject in &subjects {
            check_hours(subject.study_hours, 1)?;
            if !seen.insert(subject.subject) {
                return Err(CurriculumInvalid::RepeatedSubject);
            }
        }
        Ok(Distribution { subjects, semesters: vec![Vec::new(); usize::from(semesters)] })
    }

    pub fn subjects(&self) -> &[SubjectHours] {
        &self.subjects
    }

    pub fn semesters(&self) -> &[Vec<SemesterRow>] {
        &self.semesters
    }

    pub fn semester_count(&self) -> u8 {
        self.semesters.len() as u8
    }

    pub fn subject(&self, subject: EduSubjectId) -> Option<&SubjectHours> {
        self.subjects.iter().find(|s| s.subject == subject)
    }

    /// The hours the semesters give a subject.
    pub fn distributed(&self, subject: EduSubjectId) -> i32 {
        self.semesters.iter().flatten().filter(|row| row.subject == subject).map(|row| row.study_hours).sum()
    }

    /// The hours of a subject no semester carries yet.
    pub fn remaining(&self, subject: EduSubjectId) -> i32 {
        // A subject the curriculum does not have has no hours to place.
        self.subject(subject).map(|s| s.study_hours - self.distributed(subject)).unwrap_or(0)
    }

    fn semester_mut(&mut self, semester: SemesterNumber) -> Result<&mut Vec<SemesterRow>, CurriculumInvalid> {
        self.semesters.get_mut(semester.index()).ok_or(CurriculumInvalid::NoSuchSemester)
    }

    fn check_total(&self, subject: EduSubjectId, distributed: i32) -> Result<(), CurriculumInvalid> {
        let total = self.subject(subject).ok_or(CurriculumInvalid::NotInCurriculum)?.study_hours;
        if distributed > total {
            Err(CurriculumInvalid::HoursAboveTotal { total, distributed })
        } else {
            Ok(())
        }
    }

    /// Adds a subject of the list to a semester (a new row starts with 0 hours in the UI).
    pub fn add_row(&mut self, semester: SemesterNumber, row: SemesterRow) -> Result<(), CurriculumInvalid> {
        check_hours(row.study_hours, 0)?;
        if self.subject(row.subject).is_none() {
            return Err(CurriculumInvalid::NotInCurriculum);
        }
        let rows = self.semesters.get(semester.index()).ok_or(CurriculumInvalid::NoSuchSemester)?;
        if rows.iter().any(|r| r.subject == row.subject) {
            return Err(CurriculumInvalid::RepeatedSubject);
        }
        self.check_total(row.subject, self.distributed(row.subject) + row.study_hours)?;
        self.semester_mut(semester)?.push(row);
        Ok(())
    }

    /// Changes the hours and the "separated" mark of a subject in a semester.
    pub fn edit_row(
        &mut self,
        semester: SemesterNumber,
        subject: EduSubjectId,
        study_hours: i32,
        is_separated: bool,
    ) -> Result<(), CurriculumInvalid> {
        check_hours(study_hours, 0)?;
        let rows = self.semesters.get(semester.index()).ok_or(CurriculumInvalid::NoSuchSemester)?;
        let current = rows.iter().find(|r| r.subject == subject).ok_or(CurriculumInvalid::NoSuchRow)?.study_hours;
        self.check_total(subject, self.distributed(subject) - current + study_hours)?;
        if let Some(row) = self.semester_mut(semester)?.iter_mut().find(|r| r.subject == subject) {
            row.study_hours = study_hours;
            row.is_separated = is_separated;
        }
        Ok(())
    }

    pub fn delete_row(&mut self, semester: SemesterNumber, subject: EduSubjectId) -> Result<SemesterRow, CurriculumInvalid> {
        let rows = self.semester_mut(semester)?;
        let at = rows.iter().position(|r| r.subject == subject).ok_or(CurriculumInvalid::NoSuchRow)?;
        Ok(rows.remove(at))
    }

    /// Adds a subject to the list.
    pub fn add_subject(&mut self, subject: SubjectHours) -> Result<(), CurriculumInvalid> {
        check_hours(subject.study_hours, 1)?;
        if self.subject(subject.subject).is_some() {
            return Err(CurriculumInvalid::RepeatedSubject);
        }
        self.subjects.push(subject);
        Ok(())
    }

    /// Changes a subject's hours; never below what the semesters already give it.
    pub fn set_subject_hours(&mut self, subject: EduSubjectId, study_hours: i32) -> Result<(), CurriculumInvalid> {
        check_hours(study_hours, 1)?;
        let distributed = self.distributed(subject);
        let entry = self.subjects.iter_mut().find(|s| s.subject == subject).ok_or(CurriculumInvalid::NotInCurriculum)?;
        if distributed > study_hours {
            return Err(CurriculumInvalid::HoursAboveTotal { total: study_hours, distributed });
        }
        entry.study_hours = study_hours;
        Ok(())
    }

    /// Takes a subject off the list and out of every semester; answers the semester rows removed.
    pub fn remove_subject(&mut self, subject: EduSubjectId) -> Result<Vec<RemovedRow>, CurriculumInvalid> {
        let at = self.subjects.iter().position(|s| s.subject == subject).ok_or(CurriculumInvalid::NotInCurriculum)?;
        self.subjects.remove(at);
        let mut removed = Vec::new();
        for (index, rows) in self.semesters.iter_mut().enumerate() {
            if let Some(at) = rows.iter().position(|r| r.subject == subject) {
                removed.push(RemovedRow { semester: SemesterNumber(index as u8 + 1), row: rows.remove(at) });
            }
        }
        Ok(removed)
    }

    /// Gives the distribution `semesters` semesters: new ones are empty, dropped ones lose their
    /// rows, which are answered.
    pub fn resize(&mut self, semesters: u8) -> Result<Vec<RemovedRow>, CurriculumInvalid> {
        if !(1..=MAX_SEMESTERS).contains(&semesters) {
            return Err(CurriculumInvalid::NoSuchSemester);
        }
        let mut removed = Vec::new();
        while self.semesters.len() > usize::from(semesters) {
            let number = SemesterNumber(self.semesters.len() as u8);
            if let Some(rows) = self.semesters.pop() {
                removed.extend(rows.into_iter().map(|row| RemovedRow { semester: number, row }));
            }
        }
        self.semesters.resize(usize::from(semesters), Vec::new());
        Ok(removed)
    }

    /// Every subject whose semesters do not add up to its hours, with the hours left (negative:
    /// too many, which the operations never allow but stored data is checked anyway).
    pub fn unbalanced(&self) -> Vec<(EduSubjectId, i32)> {
        self.subjects.iter().map(|s| (s.subject, s.study_hours - self.distributed(s.subject))).filter(|(_, left)| *left != 0).collect()
    }

    /// Every (subject, semester) pair the distribution holds.
    pub fn placements(&self) -> BTreeSet<(EduSubjectId, SemesterNumber)> {
        self.semesters
            .iter()
            .enumerate()
            .flat_map(|(index, rows)| rows.iter().map(move |r| (r.subject, SemesterNumber(index as u8 + 1))))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn id(n: i64) -> EduSubjectId {
        EduSubjectId::from_stored(n)
    }

    fn sem(n: i64) -> SemesterNumber {
        SemesterNumber::new(n).unwrap()
    }

    fn template() -> Distribution {
        Distribution::new(vec![SubjectHours { subject: id(1), study_hours: 120 }, SubjectHours { subject: id(2), study_hours: 60 }], 4)
            .unwrap()
    }

    fn row(subject: i64, hours: i32) -> SemesterRow {
        SemesterRow { subject: id(subject), study_hours: hours, is_separated: false }
    }

    #[test]
    fn rows_only_pick_listed_subjects_once_per_semester_within_their_hours() {
        let mut d = template();
        assert_eq!(d.add_row(sem(1), row(3, 0)), Err(CurriculumInvalid::NotInCurriculum));
        d.add_row(sem(1), row(1, 60)).unwrap();
        assert_eq!(d.add_row(sem(1), row(1, 0)), Err(CurriculumInvalid::RepeatedSubject));
        d.add_row(sem(2), row(1, 60)).unwrap();
        assert_eq!(d.add_row(sem(3), row(1, 1)), Err(CurriculumInvalid::HoursAboveTotal { total: 120, distributed: 121 }));
        assert_eq!(d.add_row(sem(5), row(2, 1)), Err(CurriculumInvalid::NoSuchSemester));
        assert_eq!(d.remaining(id(1)), 0);
        assert_eq!(d.edit_row(sem(2), id(1), 61, true), Err(CurriculumInvalid::HoursAboveTotal { total: 120, distributed: 121 }));
        d.edit_row(sem(2), id(1), 50, true).unwrap();
        assert_eq!(d.remaining(id(1)), 10);
        assert!(d.semesters()[1][0].is_separated);
        assert_eq!(d.set_subject_hours(id(1), 100), Err(CurriculumInvalid::HoursAboveTotal { total: 100, distributed: 110 }));
        assert_eq!(d.add_row(sem(1), row(2, -1)), Err(CurriculumInvalid::HoursOutOfRange { min: 0, max: MAX_HOURS }));
        assert_eq!(d.unbalanced(), vec![(id(1), 10), (id(2), 60)]);
    }

    #[test]
    fn removing_a_subject_takes_it_out_of_every_semester() {
        let mut d = template();
        d.add_row(sem(1), row(1, 10)).unwrap();
        d.add_row(sem(3), row(1, 10)).unwrap();
        d.add_row(sem(3), row(2, 10)).unwrap();
        let removed = d.remove_subject(id(1)).unwrap();
        assert_eq!(removed.iter().map(|r| r.semester.get()).collect::<Vec<_>>(), vec![1, 3]);
        assert!(d.semesters().iter().flatten().all(|r| r.subject == id(2)));
        assert_eq!(d.subjects().len(), 1);
        assert_eq!(d.remove_subject(id(1)), Err(CurriculumInvalid::NotInCurriculum));
    }

    #[test]
    fn resizing_drops_the_rows_of_dropped_semesters() {
        let mut d = template();
        d.add_row(sem(4), row(2, 10)).unwrap();
        let removed = d.resize(3).unwrap();
        assert_eq!(removed, vec![RemovedRow { semester: sem(4), row: row(2, 10) }]);
        assert_eq!(d.semester_count(), 3);
        assert!(d.resize(6).unwrap().is_empty());
        assert_eq!(d.semester_count(), 6);
        assert_eq!(d.resize(0), Err(CurriculumInvalid::NoSuchSemester));
    }

    #[derive(Debug, Clone)]
    enum Op {
        Add { semester: i64, subject: i64, hours: i32, separated: bool },
        Edit { semester: i64, subject: i64, hours: i32, separated: bool },
        Delete { semester: i64, subject: i64 },
        RemoveSubject { subject: i64 },
        SetHours { subject: i64, hours: i32 },
        AddSubject { subject: i64, hours: i32 },
    }

    fn op() -> impl Strategy<Value = Op> {
        let semester = 0i64..7;
        let subject = 1i64..7;
        let hours = -5i32..90;
        prop_oneof![
            (semester.clone(), subject.clone(), hours.clone(), any::<bool>()).prop_map(|(semester, subject, hours, separated)| Op::Add {
                semester,
                subject,
                hours,
                separated
            }),
            (semester.clone(), subject.clone(), hours.clone(), any::<bool>()).prop_map(|(semester, subject, hours, separated)| Op::Edit {
                semester,
                subject,
                hours,
                separated
            }),
            (semester, subject.clone()).prop_map(|(semester, subject)| Op::Delete { semester, subject }),
            subject.clone().prop_map(|subject| Op::RemoveSubject { subject }),
            (subject.clone(), hours.clone()).prop_map(|(subject, hours)| Op::SetHours { subject, hours }),
            (subject, hours).prop_map(|(subject, hours)| Op::AddSubject { subject, hours }),
        ]
    }

    fn holds_invariants(d: &Distribution) -> Result<(), TestCaseError> {
        let listed: BTreeSet<EduSubjectId> = d.subjects().iter().map(|s| s.subject).collect();
        prop_assert_eq!(listed.len(), d.subjects().len(), "the list holds each subject once");
        for rows in d.semesters() {
            let mut seen = BTreeSet::new();
            for row in rows {
                prop_assert!(listed.contains(&row.subject), "no subject outside the list");
                prop_assert!(seen.insert(row.subject), "no duplicate in a semester");
                prop_assert!(row.study_hours >= 0);
            }
        }
        for subject in d.subjects() {
            prop_assert!(d.distributed(subject.subject) <= subject.study_hours, "semester hours never exceed the list's");
        }
        Ok(())
    }

    proptest! {
        #[test]
        fn any_sequence_of_operations_keeps_the_invariants(ops in proptest::collection::vec(op(), 0..60)) {
            let mut d = Distribution::new(
                vec![
                    SubjectHours { subject: id(1), study_hours: 100 },
                    SubjectHours { subject: id(2), study_hours: 40 },
                    SubjectHours { subject: id(3), study_hours: 70 },
                ],
                4,
            ).unwrap();
            for op in ops {
                let before = d.clone();
                let outcome = match op {
                    Op::Add { semester, subject, hours, separated } => SemesterNumber::new(semester)
                        .map_err(|_| CurriculumInvalid::NoSuchSemester)
                        .and_then(|s| d.add_row(s, SemesterRow { subject: id(subject), study_hours: hours, is_separated: separated })),
                    Op::Edit { semester, subject, hours, separated } => SemesterNumber::new(semester)
                        .map_err(|_| CurriculumInvalid::NoSuchSemester)
                        .and_then(|s| d.edit_row(s, id(subject), hours, separated)),
                    Op::Delete { semester, subject } => SemesterNumber::new(semester)
                        .map_err(|_| CurriculumInvalid::NoSuchSemester)
                        .and_then(|s| d.delete_row(s, id(subject)).map(|_| ())),
                    Op::RemoveSubject { subject } => d.remove_subject(id(subject)).map(|_| ()),
                    Op::SetHours { subject, hours } => d.set_subject_hours(id(subject), hours),
                    Op::AddSubject { subject, hours } => d.add_subject(SubjectHours { subject: id(subject), study_hours: hours }),
                };
                if outcome.is_err() {
                    prop_assert_eq!(&d, &before, "a refused operation changes nothing");
                }
                holds_invariants(&d)?;
                prop_assert_eq!(d.semester_count(), 4);
            }
        }
    }
}
