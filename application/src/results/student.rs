use std::collections::BTreeMap;

use chrono::NaiveDate;
use domain::actor::Actor;
use domain::assessment::{recorded_outcome, FinalForm, Gpa, MarkingSystem, Outcome, Points, ResultState};
use domain::ids::{EduSubjectId, GroupId, StudentId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::student::Student;

use super::book::{results_book, ResultsPlace};
use super::standings::kept_gpa;
use crate::access::require;
use crate::ports::{in_transaction, Clock, Lock, Transaction, UnitOfWork};
use crate::schedule::today;
use crate::students::student_in_scope;
use crate::AppError;

/// Where a result comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultSource {
    /// The journal's marks and the control sheets.
    Journal,
    /// A rating typed before the journal.
    Recorded,
}

impl ResultSource {
    pub fn code(self) -> &'static str {
        match self {
            ResultSource::Journal => "JOURNAL",
            ResultSource::Recorded => "RECORDED",
        }
    }
}

/// A student's standing in one subject of one semester.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectStanding {
    pub semester: i32,
    pub subject: EduSubjectId,
    pub code: String,
    pub name: MultilingualName,
    pub credits: u8,
    pub marking_system: MarkingSystem,
    pub final_form: FinalForm,
    pub source: ResultSource,
    pub current: Option<Points>,
    pub midterm: Option<Points>,
    pub last: Option<Points>,
    pub attempt: i32,
    pub outcome: Outcome,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SemesterStanding {
    pub semester: i32,
    pub subjects: Vec<SubjectStanding>,
    pub gpa: Option<Gpa>,
}

/// A student's results by semester with the GPA of each and of all, and the debts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentResults {
    pub student: StudentId,
    pub group: GroupId,
    pub semesters: Vec<SemesterStanding>,
    pub gpa: Option<Gpa>,
}

impl StudentResults {
    pub fn debts(&self) -> impl Iterator<Item = &SubjectStanding> {
        self.semesters.iter().flat_map(|s| &s.subjects).filter(|s| s.outcome.state == ResultState::Debt)
    }
}

pub struct GetStudentResults<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl GetStudentResults<'_> {
    /// Every semester of the student's curriculum up to their group's current one (or one
    /// semester), each subject's result, the semester GPA and the cumulative one.
    pub fn execute(&self, actor: &Actor, id: StudentId, semester: Option<i64>) -> Result<StudentResults, AppError> {
        require(actor, Permission::StudentView)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let student = student_in_scope(tx, actor, id, Lock::None)?;
            results_of(tx, &student, semester, today)
        })
    }
}

/// A student's results as `GetStudentResults` answers them, inside the caller's transaction.
pub(crate) fn results_of(
    tx: &mut dyn Transaction,
    student: &Student,
    semester: Option<i64>,
    today: NaiveDate,
) -> Result<StudentResults, AppError> {
    let id = student.id;
    let group = tx.groups().find(student.details.edu_group_id, Lock::None)?.ok_or(AppError::NotFound)?;
    let (curriculum, semester) = match semester {
        Some(n) => {
            let (c, s) = crate::groups::semester_of(tx, &group, Some(n))?;
            (c, Some(s))
        }
        None => (tx.groups().curriculum(group.details.curriculum_id)?.ok_or(AppError::NotFound)?, None),
    };
    let place = ResultsPlace { group: group.id, curriculum: curriculum.id, institution: group.institution_id };
    let book = results_book(tx, place, &[id], semester, today)?;
    let typed: BTreeMap<(i32, EduSubjectId), i32> =
        tx.ratings().of_students(&[id], curriculum.id)?.into_iter().map(|(_, sem, subject, r)| ((sem, subject), r)).collect();
    let owed: Vec<(i32, EduSubjectId)> =
        tx.ratings().owed(&[id], curriculum.id)?.into_iter().map(|(_, sem, subject)| (sem, subject)).collect();
    let last_semester = semester.unwrap_or(group.details.current_semester);
    let mut semesters: BTreeMap<i32, Vec<SubjectStanding>> = BTreeMap::new();
    for planned in &book.plans {
        let key = (planned.semester, planned.subject);
        let recorded = book.has_records(id, planned.semester, planned.subject);
        if planned.semester > last_semester && !recorded && !typed.contains_key(&key) {
            continue;
        }
        let (code, name) = (planned.code.clone(), planned.name.clone());
        let plan = planned.plan;
        let standing = match (typed.get(&key), book.result(id, planned.semester, planned.subject)) {
            (Some(rating), _) => SubjectStanding {
                source: ResultSource::Recorded,
                current: None,
                midterm: None,
                last: None,
                attempt: 1,
                outcome: recorded_outcome(MarkingSystem::of_rating_type(curriculum.rating_type), plan.final_form, *rating),
                ..standing_shell(planned.semester, planned.subject, code, name, &plan)
            },
            (None, Some(result)) => SubjectStanding {
                source: ResultSource::Journal,
                current: result.current,
                midterm: result.midterm,
                last: result.last,
                attempt: result.attempt,
                outcome: result.outcome,
                ..standing_shell(planned.semester, planned.subject, code, name, &plan)
            },
            // A subject a transfer left owed, with nothing earned yet: a debt.
            (None, None) if owed.contains(&key) => {
                SubjectStanding { source: ResultSource::Recorded, ..standing_shell(planned.semester, planned.subject, code, name, &plan) }
            }
            (None, None) => continue,
        };
        semesters.entry(planned.semester).or_default().push(standing);
    }
    // The GPA is the kept one: every change of a result keeps it in its own transaction.
    let kept = kept_gpa(tx.standings().sums(&[id], curriculum.id, today)?.iter());
    let semesters: Vec<SemesterStanding> = semesters
        .into_iter()
        .map(|(semester, subjects)| SemesterStanding { semester, gpa: kept.semesters.get(&semester).and_then(|(g, _)| *g), subjects })
        .collect();
    Ok(StudentResults { student: id, group: group.id, semesters, gpa: kept.cumulative })
}

fn standing_shell(
    semester: i32,
    subject: EduSubjectId,
    code: String,
    name: MultilingualName,
    plan: &domain::assessment::AssessmentPlan,
) -> SubjectStanding {
    SubjectStanding {
        semester,
        subject,
        code,
        name,
        credits: plan.credits,
        marking_system: plan.marking_system,
        final_form: plan.final_form,
        source: ResultSource::Journal,
        current: None,
        midterm: None,
        last: None,
        attempt: 1,
        outcome: recorded_outcome(plan.marking_system, plan.final_form, 0),
    }
}
