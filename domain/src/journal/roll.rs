use std::collections::{BTreeMap, BTreeSet};

use super::{Attendance, MAX_NOTE_LENGTH};
use crate::assessment::{AssessmentInvalid, MarkingSystem};
use crate::ids::StudentId;
use crate::validation::{optional_text, Invalid, ValidationErrors};

/// One student's line of a roll as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EntryForm {
    pub student_id: i64,
    pub attendance: String,
    pub mark: Option<i64>,
    pub note: String,
}

/// A lesson mark on the plan's marking system: 2..5, or 0..100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Mark(u8);

impl Mark {
    pub fn new(value: i64, system: MarkingSystem) -> Result<Mark, Invalid> {
        let (min, max) = system.mark_range();
        if (i64::from(min)..=i64::from(max)).contains(&value) {
            Ok(Mark(value as u8))
        } else {
            Err(Invalid::OutOfRange { min: i64::from(min), max: i64::from(max) })
        }
    }

    pub fn from_stored(value: u8) -> Mark {
        Mark(value)
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollEntry {
    pub student: StudentId,
    pub attendance: Attendance,
    pub mark: Option<Mark>,
    pub note: String,
}

/// What one entry adds to a student's counts of a subject.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub marks_sum: i32,
    pub marks_count: i32,
    pub absent: i32,
    pub excused: i32,
    pub late: i32,
}

impl Tally {
    pub fn of(entry: &RollEntry) -> Tally {
        Tally {
            marks_sum: entry.mark.map_or(0, |m| i32::from(m.get())),
            marks_count: i32::from(entry.mark.is_some()),
            absent: i32::from(entry.attendance == Attendance::Absent),
            excused: i32::from(entry.attendance == Attendance::Excused),
            late: i32::from(entry.attendance == Attendance::Late),
        }
    }

    pub fn minus(self, other: Tally) -> Tally {
        Tally {
            marks_sum: self.marks_sum - other.marks_sum,
            marks_count: self.marks_count - other.marks_count,
            absent: self.absent - other.absent,
            excused: self.excused - other.excused,
            late: self.late - other.late,
        }
    }

    pub fn is_zero(self) -> bool {
        self == Tally::default()
    }
}

/// A lesson's roll: every student of the lesson once, in the order of their ids.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Roll {
    entries: Vec<RollEntry>,
}

impl Roll {
    /// Checks a roll against the lesson's students (`roster`) and the plan's marking system: each
    /// student of the roster once and nobody else, a mark only for one who was there, on the scale.
    pub fn parse(forms: &[EntryForm], system: MarkingSystem, roster: &BTreeSet<StudentId>) -> Result<Roll, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let mut entries = BTreeMap::new();
        for (index, form) in forms.iter().enumerate() {
            let field = |name: &str| format!("entries.{index}.{name}");
            let student = match StudentId::new(form.student_id) {
                Ok(id) if roster.contains(&id) => Some(id),
                Ok(_) | Err(_) => {
                    errors.add(field("student_id"), Invalid::NotOfTheGroup);
                    None
                }
            };
            let attendance = errors.check(&field("attendance"), Attendance::parse(&form.attendance));
            let mark = match form.mark.map(|m| Mark::new(m, system)).transpose() {
                Ok(mark) => mark,
                Err(invalid) => {
                    errors.add(field("mark"), invalid);
                    None
                }
            };
            if mark.is_some() && matches!(attendance, Some(Attendance::Absent | Attendance::Excused)) {
                errors.add(field("mark"), Invalid::Assessment(AssessmentInvalid::MarkForAbsent));
            }
            let note = errors.check(&field("note"), optional_text(&form.note, MAX_NOTE_LENGTH));
            if let (Some(student), Some(attendance), Some(note)) = (student, attendance, note) {
                if entries.insert(student, RollEntry { student, attendance, mark, note }).is_some() {
                    errors.add(field("student_id"), Invalid::Duplicate);
                }
            }
        }
        let missing = roster.iter().filter(|s| !entries.contains_key(s)).count();
        if missing > 0 && errors.is_empty() {
            errors.add("entries", Invalid::Assessment(AssessmentInvalid::RosterIncomplete { missing }));
        }
        errors.into_result()?;
        Ok(Roll { entries: entries.into_values().collect() })
    }

    /// A roll as stored: trusted, already checked when it was saved.
    pub fn from_stored(mut entries: Vec<RollEntry>) -> Roll {
        entries.sort_by_key(|e| e.student);
        Roll { entries }
    }

    pub fn entries(&self) -> &[RollEntry] {
        &self.entries
    }

    pub fn entry(&self, student: StudentId) -> Option<&RollEntry> {
        self.entries.binary_search_by_key(&student, |e| e.student).ok().map(|i| &self.entries[i])
    }

    /// The absences of students whose absence the dean's office has already excused for the day
    /// become excused.
    pub fn excusing(mut self, excused: &BTreeSet<StudentId>) -> Roll {
        for entry in &mut self.entries {
            if entry.attendance == Attendance::Absent && excused.contains(&entry.student) {
                entry.attendance = Attendance::Excused;
            }
        }
        self
    }

    /// The student's absence, if any, turned into an excused one; `true` when something changed.
    pub fn excuse(&mut self, student: StudentId) -> bool {
        match self.entries.iter_mut().find(|e| e.student == student) {
            Some(entry) if entry.attendance == Attendance::Absent => {
                entry.attendance = Attendance::Excused;
                true
            }
            _ => false,
        }
    }

    /// What changes in each student's counts when `before` becomes `self`: only students whose
    /// counts move.
    pub fn tally_change(&self, before: Option<&Roll>) -> Vec<(StudentId, Tally)> {
        let mut change: BTreeMap<StudentId, Tally> = BTreeMap::new();
        for entry in &self.entries {
            *change.entry(entry.student).or_default() = Tally::of(entry);
        }
        // No roll before: no entries to take back.
        for entry in before.map(|r| r.entries.as_slice()).unwrap_or_default() {
            let now = change.entry(entry.student).or_default();
            *now = now.minus(Tally::of(entry));
        }
        change.into_iter().filter(|(_, t)| !t.is_zero()).collect()
    }

    /// The entries that differ from `before` (all of them when there was none).
    pub fn changed_from<'a>(&'a self, before: Option<&'a Roll>) -> Vec<(Option<&'a RollEntry>, Option<&'a RollEntry>)> {
        let mut students: BTreeSet<StudentId> = self.entries.iter().map(|e| e.student).collect();
        if let Some(before) = before {
            students.extend(before.entries.iter().map(|e| e.student));
        }
        students.into_iter().map(|s| (before.and_then(|b| b.entry(s)), self.entry(s))).filter(|(old, new)| old != new).collect()
    }
}

impl RollEntry {
    /// `123:ABSENT`, `123:PRESENT:5`, as the audit trail keeps a line.
    pub fn describe(&self) -> String {
        let mut text = format!("{}:{}", self.student, self.attendance.code());
        if let Some(mark) = self.mark {
            text.push_str(&format!(":{}", mark.get()));
        }
        if !self.note.is_empty() {
            text.push_str(&format!(" ({})", self.note));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn roster(ids: &[i64]) -> BTreeSet<StudentId> {
        ids.iter().map(|i| StudentId::from_stored(*i)).collect()
    }

    fn entry(student: i64, attendance: &str, mark: Option<i64>) -> EntryForm {
        EntryForm { student_id: student, attendance: attendance.into(), mark, note: String::new() }
    }

    fn codes(result: Result<Roll, ValidationErrors>) -> Vec<(String, String)> {
        use crate::language::Localized;
        result.err().map(|e| e.fields().iter().map(|(f, i)| (f.clone(), i.code().to_string())).collect()).unwrap_or_default()
    }

    #[test]
    fn a_roll_lists_the_roster_once_each() {
        let system = MarkingSystem::HundredPoint;
        let ok = Roll::parse(&[entry(2, "PRESENT", Some(90)), entry(1, "ABSENT", None)], system, &roster(&[1, 2]));
        assert_eq!(ok.map(|r| r.entries().iter().map(|e| e.student.get()).collect::<Vec<_>>()), Ok(vec![1, 2]));
        assert_eq!(
            codes(Roll::parse(&[entry(1, "PRESENT", None)], system, &roster(&[1, 2]))),
            [("entries".into(), "roster_incomplete".into())]
        );
        assert_eq!(
            codes(Roll::parse(&[entry(1, "PRESENT", None), entry(1, "LATE", None), entry(2, "PRESENT", None)], system, &roster(&[1, 2]))),
            [("entries.1.student_id".into(), "duplicate".into())]
        );
        assert_eq!(
            codes(Roll::parse(&[entry(3, "PRESENT", None)], system, &roster(&[1]))),
            [("entries.0.student_id".into(), "not_of_the_group".into())]
        );
    }

    #[test]
    fn marks_follow_the_scale_and_attendance() {
        let five = MarkingSystem::FivePoint;
        assert_eq!(
            codes(Roll::parse(&[entry(1, "PRESENT", Some(6))], five, &roster(&[1]))),
            [("entries.0.mark".into(), "out_of_range".into())]
        );
        assert_eq!(
            codes(Roll::parse(&[entry(1, "ABSENT", Some(4))], five, &roster(&[1]))),
            [("entries.0.mark".into(), "mark_for_absent".into())]
        );
        assert!(Roll::parse(&[entry(1, "LATE", Some(4))], five, &roster(&[1])).is_ok());
        assert_eq!(
            codes(Roll::parse(&[entry(1, "GONE", None)], five, &roster(&[1]))),
            [("entries.0.attendance".into(), "unknown_value".into())]
        );
    }

    #[test]
    fn an_excused_day_turns_absences_only() {
        let roll = Roll::parse(&[entry(1, "ABSENT", None), entry(2, "PRESENT", None)], MarkingSystem::FivePoint, &roster(&[1, 2]))
            .unwrap_or_default()
            .excusing(&roster(&[1, 2]));
        let attendance: Vec<Attendance> = roll.entries().iter().map(|e| e.attendance).collect();
        assert_eq!(attendance, [Attendance::Excused, Attendance::Present]);
    }

    #[test]
    fn the_tally_change_moves_only_what_changed() {
        let system = MarkingSystem::HundredPoint;
        let ids = roster(&[1, 2, 3]);
        let before = Roll::parse(&[entry(1, "ABSENT", None), entry(2, "PRESENT", Some(80)), entry(3, "PRESENT", None)], system, &ids)
            .unwrap_or_default();
        let after = Roll::parse(&[entry(1, "PRESENT", Some(70)), entry(2, "PRESENT", Some(80)), entry(3, "PRESENT", None)], system, &ids)
            .unwrap_or_default();
        let change = after.tally_change(Some(&before));
        assert_eq!(change, [(StudentId::from_stored(1), Tally { marks_sum: 70, marks_count: 1, absent: -1, excused: 0, late: 0 })]);
        assert_eq!(after.changed_from(Some(&before)).len(), 1);
        assert_eq!(after.tally_change(None).len(), 2, "a first roll counts every mark and absence");
    }

    proptest! {
        #[test]
        fn tallies_sum_to_the_final_roll_whatever_came_between(
            first in proptest::collection::vec((0usize..4, proptest::option::of(2i64..=5)), 5),
            second in proptest::collection::vec((0usize..4, proptest::option::of(2i64..=5)), 5),
        ) {
            let ids = roster(&[1, 2, 3, 4, 5]);
            let kinds = ["PRESENT", "LATE", "ABSENT", "EXCUSED"];
            let build = |spec: &Vec<(usize, Option<i64>)>| {
                let forms: Vec<EntryForm> = spec.iter().enumerate().map(|(i, (k, m))| {
                    let mark = if *k >= 2 { None } else { *m };
                    entry(i as i64 + 1, kinds[*k], mark)
                }).collect();
                Roll::parse(&forms, MarkingSystem::FivePoint, &ids).unwrap_or_default()
            };
            let (a, b) = (build(&first), build(&second));
            let mut totals: BTreeMap<StudentId, Tally> = BTreeMap::new();
            for (s, t) in a.tally_change(None).into_iter().chain(b.tally_change(Some(&a))) {
                let sum = totals.entry(s).or_default();
                *sum = sum.minus(Tally::default().minus(t));
            }
            for e in b.entries() {
                prop_assert_eq!(totals.get(&e.student).copied().unwrap_or_default(), Tally::of(e));
            }
        }
    }
}
