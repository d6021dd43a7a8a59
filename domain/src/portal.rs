//! The students' and parents' portal: who reads whose study. A student reads the records that
//! carry their account; a parent reads the children an institution linked to their account. Both
//! hold the portal's one permission and no institution: every staff call refuses them.

use chrono::NaiveDate;

use crate::ids::StudentId;
use crate::journal::{Attendance, RollEntry, HOURS_PER_LESSON};
use crate::language::{Language, Localized};
use crate::permission::Permission;
use crate::pinfl::Pinfl;
use crate::role::{names, DeliveredRole, RoleLevel};
use crate::schedule::DateSpan;
use crate::user::{Password, Username};
use crate::validation::required_text;
use crate::validation::{Invalid, ValidationErrors};

code_enum!(
    /// How a portal user is tied to a student record.
    Relation {
        /// The user is the student.
        Own = "OWN",
        /// The user is a parent the institution linked to the student.
        Child = "CHILD",
    }
);

code_enum!(
    /// What a student and their parents are told of.
    NotificationKind {
        /// A mark at a lesson.
        Mark = "MARK",
        /// Absent from a lesson.
        Absence = "ABSENCE",
        /// A subject decided as not passed.
        Debt = "DEBT",
        /// An order naming the student was applied.
        Order = "ORDER",
    }
);

/// A student record a portal user may read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Linked {
    pub student: StudentId,
    pub relation: Relation,
}

/// The record a portal call is about: the one asked for when it is linked, else the first linked
/// (their own before their children's). `None` hides any other student: the caller answers 404.
pub fn pick(linked: &[Linked], asked: Option<StudentId>) -> Option<StudentId> {
    match asked {
        Some(id) => linked.iter().find(|l| l.student == id).map(|l| l.student),
        None => linked.iter().min_by_key(|l| l.relation == Relation::Child).map(|l| l.student),
    }
}

/// The delivered roles with the student's and the parent's after them.
pub fn with_portal(mut roles: Vec<DeliveredRole>) -> Vec<DeliveredRole> {
    for name in [names::STUDENT, names::PARENT] {
        roles.push(DeliveredRole { name, level: RoleLevel::Institution, is_system: true, permissions: [Permission::Portal].into() });
    }
    roles
}

/// One lesson of a subject as the student's own journal shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonLine {
    pub date: NaiveDate,
    pub attendance: Attendance,
    pub mark: Option<u8>,
}

/// A subject's lessons summed as the student reads them: hours missed (a lesson is two academic
/// hours), of them excused, lateness and the average of the marks to one decimal (in tenths).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AttendanceSummary {
    pub absent_hours: i32,
    pub excused_hours: i32,
    pub late: i32,
    pub marks_average_tenths: Option<i64>,
}

impl AttendanceSummary {
    pub fn of(lessons: &[LessonLine]) -> AttendanceSummary {
        let count = |a: Attendance| lessons.iter().filter(|l| l.attendance == a).count() as i32;
        let marks: Vec<i64> = lessons.iter().filter_map(|l| l.mark).map(i64::from).collect();
        let average = (!marks.is_empty()).then(|| {
            let n = marks.len() as i64;
            (marks.iter().sum::<i64>() * 20 + n) / (2 * n)
        });
        AttendanceSummary {
            absent_hours: (count(Attendance::Absent) + count(Attendance::Excused)) * HOURS_PER_LESSON,
            excused_hours: count(Attendance::Excused) * HOURS_PER_LESSON,
            late: count(Attendance::Late),
            marks_average_tenths: average,
        }
    }
}

/// What a roll's change tells each student: a new or changed mark, and an absence that was not one.
pub fn roll_news(changed: &[(Option<&RollEntry>, Option<&RollEntry>)]) -> Vec<(StudentId, NotificationKind, Option<u8>)> {
    let mut news = Vec::new();
    for (before, after) in changed {
        let Some(after) = after else { continue };
        if let Some(mark) = after.mark.filter(|m| before.and_then(|b| b.mark) != Some(*m)) {
            news.push((after.student, NotificationKind::Mark, Some(mark.get())));
        }
        if after.attendance == Attendance::Absent && before.is_none_or(|b| b.attendance != Attendance::Absent) {
            news.push((after.student, NotificationKind::Absence, None));
        }
    }
    news
}

/// How long a notification is kept: a semester with its exams and retakes. It only tells of a
/// change; the mark, the absence, the debt and the order stay in their own records for good.
pub const NOTIFICATIONS_KEPT_DAYS: i64 = 200;

/// The longest stretch of days one schedule call answers.
pub const MAX_SCHEDULE_DAYS: i64 = 42;

/// The days a schedule call answers: the asked ones (at most six weeks, the end not before the
/// start), or the Monday-to-Sunday week of `today`.
pub fn schedule_span(today: NaiveDate, from: Option<NaiveDate>, to: Option<NaiveDate>) -> Result<DateSpan, ValidationErrors> {
    let monday = today.week(chrono::Weekday::Mon).first_day();
    let start = from.unwrap_or(monday);
    let end = to.unwrap_or_else(|| start + chrono::Duration::days(6));
    if end < start {
        return Err(ValidationErrors::single("date_to", Invalid::EndNotAfterStart));
    }
    let too_long = || ValidationErrors::single("date_to", Invalid::OutOfRange { min: 1, max: MAX_SCHEDULE_DAYS });
    if (end - start).num_days() >= MAX_SCHEDULE_DAYS {
        return Err(too_long());
    }
    DateSpan::new(start, end).ok_or_else(too_long)
}

/// A portal account as the institution issues it: a student's (named by the record) or a parent's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AccountForm {
    pub username: String,
    pub name: String,
    pub password: String,
    pub pinfl: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountDraft {
    pub username: Username,
    pub name: String,
    pub password: Password,
    pub pinfl: Option<Pinfl>,
}

impl AccountDraft {
    pub fn parse(form: &AccountForm) -> Result<AccountDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let username = errors.check("username", Username::parse(&form.username));
        let name = errors.check("name", required_text(&form.name, 255));
        let password = errors.check("password", Password::parse(&form.password));
        let pinfl = match form.pinfl.as_deref().map(str::trim) {
            Some(p) if !p.is_empty() => errors.check("pinfl", Pinfl::parse(p)),
            _ => None,
        };
        errors.into_result()?;
        match (username, name, password) {
            (Some(username), Some(name), Some(password)) => Ok(AccountDraft { username, name, password, pinfl }),
            _ => Err(ValidationErrors::single("username", Invalid::Required)),
        }
    }
}

/// Why a portal account or link is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PortalRule {
    /// The student record has its account already.
    StudentHasAccount { username: String },
}

impl Localized for PortalRule {
    fn code(&self) -> &'static str {
        match self {
            PortalRule::StudentHasAccount { .. } => "student_has_account",
        }
    }

    fn message(&self, language: Language) -> String {
        match (self, language) {
            (PortalRule::StudentHasAccount { username }, Language::Uz | Language::UzCyrl) => {
                format!("Talabaning «{username}» logini allaqachon bor")
            }
            (PortalRule::StudentHasAccount { username }, Language::Ru) => format!("У студента уже есть логин «{username}»"),
            (PortalRule::StudentHasAccount { username }, Language::En) => format!("The student already has the login “{username}”"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn linked(id: i64, relation: Relation) -> Linked {
        Linked { student: StudentId::from_stored(id), relation }
    }

    #[test]
    fn the_own_record_comes_before_the_children() {
        let links = [linked(7, Relation::Child), linked(3, Relation::Own)];
        assert_eq!(pick(&links, None), Some(StudentId::from_stored(3)));
        assert_eq!(pick(&links[..1], None), Some(StudentId::from_stored(7)));
        assert_eq!(pick(&[], None), None);
    }

    #[test]
    fn a_subject_sums_hours_lateness_and_the_average_mark() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap_or_default();
        let line = |attendance, mark| LessonLine { date: day, attendance, mark };
        let summary = AttendanceSummary::of(&[
            line(Attendance::Present, Some(5)),
            line(Attendance::Present, Some(4)),
            line(Attendance::Late, Some(4)),
            line(Attendance::Absent, None),
            line(Attendance::Excused, None),
        ]);
        assert_eq!(summary, AttendanceSummary { absent_hours: 4, excused_hours: 2, late: 1, marks_average_tenths: Some(43) });
        assert_eq!(AttendanceSummary::of(&[]).marks_average_tenths, None);
    }

    #[test]
    fn the_schedule_is_a_monday_week_unless_asked_and_never_longer_than_six_weeks() {
        let thursday = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap_or_default();
        let week = schedule_span(thursday, None, None).unwrap();
        assert_eq!((week.start().to_string(), week.end().to_string()), ("2026-11-23".into(), "2026-11-29".into()));
        let later = thursday + chrono::Duration::days(41);
        assert!(schedule_span(thursday, Some(thursday), Some(later)).is_ok());
        assert!(schedule_span(thursday, Some(thursday), Some(later + chrono::Duration::days(1))).is_err());
        assert!(schedule_span(thursday, Some(thursday), Some(thursday - chrono::Duration::days(1))).is_err());
    }

    #[test]
    fn a_roll_tells_of_new_marks_and_new_absences_only() {
        use crate::journal::Mark;
        let entry = |student: i64, attendance, mark: Option<u8>| RollEntry {
            student: StudentId::from_stored(student),
            attendance,
            mark: mark.map(Mark::from_stored),
            note: String::new(),
        };
        let (a0, a1) = (entry(1, Attendance::Present, Some(4)), entry(1, Attendance::Present, Some(4)));
        let (b0, b1) = (entry(2, Attendance::Present, Some(3)), entry(2, Attendance::Present, Some(5)));
        let (c0, c1) = (entry(3, Attendance::Absent, None), entry(3, Attendance::Absent, None));
        let d1 = entry(4, Attendance::Absent, None);
        let (e0, e1) = (entry(5, Attendance::Absent, None), entry(5, Attendance::Excused, None));
        let news =
            roll_news(&[(Some(&a0), Some(&a1)), (Some(&b0), Some(&b1)), (Some(&c0), Some(&c1)), (None, Some(&d1)), (Some(&e0), Some(&e1))]);
        let id = StudentId::from_stored;
        assert_eq!(news, vec![(id(2), NotificationKind::Mark, Some(5)), (id(4), NotificationKind::Absence, None)]);
    }

    proptest! {
        #[test]
        fn only_a_linked_record_is_ever_picked(ids in proptest::collection::vec(1i64..50, 0..6), asked in proptest::option::of(1i64..50)) {
            let links: Vec<Linked> = ids.iter().map(|id| linked(*id, Relation::Child)).collect();
            let picked = pick(&links, asked.map(StudentId::from_stored));
            if let Some(picked) = picked {
                prop_assert!(ids.contains(&picked.get()));
                if let Some(asked) = asked {
                    prop_assert_eq!(picked.get(), asked);
                }
            } else {
                prop_assert!(ids.is_empty() || asked.is_some_and(|a| !ids.contains(&a)));
            }
        }
    }
}
