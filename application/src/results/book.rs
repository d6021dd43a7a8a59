use std::collections::BTreeMap;

use chrono::NaiveDate;
use domain::assessment::{AssessmentPlan, Control, SubjectRecord, SubjectResult};
use domain::ids::{CurriculumId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::journal::{sheet_closed, JournalSettings};

use crate::ports::{JournalLine, PlannedSubject, SheetClosing, SheetPoints, Transaction};
use crate::AppError;

/// Where the students' results are read: their group's curriculum and institution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultsPlace {
    pub group: GroupId,
    pub curriculum: CurriculumId,
    pub institution: InstitutionId,
}

/// The results of some students in the planned subjects of a curriculum: one semester, or all.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ResultsBook {
    pub plans: Vec<PlannedSubject>,
    pub results: BTreeMap<(StudentId, i32, EduSubjectId), SubjectResult>,
    /// Whether the journal holds anything of a student in a subject (marks, absences or points).
    pub recorded: BTreeMap<(StudentId, i32, EduSubjectId), bool>,
}

impl ResultsBook {
    pub fn plan(&self, semester: i32, subject: EduSubjectId) -> Option<&AssessmentPlan> {
        self.plans.iter().find(|p| p.semester == semester && p.subject == subject).map(|p| &p.plan)
    }

    pub fn result(&self, student: StudentId, semester: i32, subject: EduSubjectId) -> Option<&SubjectResult> {
        self.results.get(&(student, semester, subject))
    }

    pub fn has_records(&self, student: StudentId, semester: i32, subject: EduSubjectId) -> bool {
        self.recorded.get(&(student, semester, subject)).copied().unwrap_or(false)
    }
}

/// Reads the journal's counts, the sheets' points and closings, and makes each result.
pub(crate) fn results_book(
    tx: &mut dyn Transaction,
    place: ResultsPlace,
    students: &[StudentId],
    semester: Option<i32>,
    today: NaiveDate,
) -> Result<ResultsBook, AppError> {
    Ok(compute_results(result_inputs(tx, place, students, semester)?, students, today))
}

/// What the results of these students are made of (one semester, or all).
pub(crate) fn result_inputs(
    tx: &mut dyn Transaction,
    place: ResultsPlace,
    students: &[StudentId],
    semester: Option<i32>,
) -> Result<ResultInputs, AppError> {
    let plans: Vec<PlannedSubject> =
        tx.assessment().plans(place.curriculum)?.into_iter().filter(|p| semester.is_none_or(|s| s == p.semester)).collect();
    if students.is_empty() || plans.is_empty() {
        return Ok(ResultInputs { plans, ..ResultInputs::default() });
    }
    let lines = tx.journal().lines(students, place.curriculum, semester, None)?;
    let points = tx.control_sheets().points(students, place.curriculum, semester)?;
    let closings = tx.control_sheets().closings(place.group, place.curriculum, semester)?;
    let (settings, _) = tx.journal().settings(place.institution)?;
    Ok(ResultInputs { plans, lines, points, closings, settings })
}

/// What results are made of, as the journal and the sheets hold it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ResultInputs {
    pub plans: Vec<PlannedSubject>,
    pub lines: Vec<JournalLine>,
    pub points: Vec<SheetPoints>,
    pub closings: Vec<SheetClosing>,
    pub settings: JournalSettings,
}

/// Each student's result in each planned subject: JN from their marks (or its sheet), ON and YN
/// from the latest attempts, decided by the latest deciding sheet's closing as of `today`.
pub fn compute_results(inputs: ResultInputs, students: &[StudentId], today: NaiveDate) -> ResultsBook {
    let ResultInputs { plans, lines, points, closings, settings } = inputs;
    let mut records: BTreeMap<(StudentId, i32, EduSubjectId), SubjectRecord> = BTreeMap::new();
    for line in &lines {
        let record = records.entry((line.student, line.semester, line.subject)).or_default();
        record.marks = (i64::from(line.tally.marks_sum), i64::from(line.tally.marks_count));
    }
    let mut recorded: BTreeMap<(StudentId, i32, EduSubjectId), bool> =
        lines.iter().filter(|l| !l.tally.is_zero()).map(|l| ((l.student, l.semester, l.subject), true)).collect();
    for p in &points {
        records.entry((p.student, p.semester, p.subject)).or_default().points.insert((p.control, p.attempt), p.points);
        recorded.insert((p.student, p.semester, p.subject), true);
    }
    let mut results = BTreeMap::new();
    for planned in &plans {
        let sheet =
            deciding_sheet(&closings, planned).map(|c| (c.key.attempt, sheet_closed(&settings, c.closed_by_hand, c.exam_date, today)));
        for student in students {
            let key = (*student, planned.semester, planned.subject);
            // A student with nothing recorded for the subject has an empty record.
            let mut record = records.get(&key).cloned().unwrap_or_default();
            record.deciding_sheet = sheet;
            results.insert(key, record.result(&planned.plan));
        }
    }
    ResultsBook { plans, results, recorded }
}

/// The sheet whose closing decides a planned subject: the latest attempt of the final's, or of the
/// midterm's for a plan without a final.
pub(crate) fn deciding_sheet<'a>(closings: &'a [SheetClosing], planned: &PlannedSubject) -> Option<&'a SheetClosing> {
    let deciding = if planned.plan.holds(Control::Final) { Control::Final } else { Control::Midterm };
    closings
        .iter()
        .filter(|c| c.key.semester == planned.semester && c.key.subject == planned.subject && c.key.control == deciding)
        .max_by_key(|c| c.key.attempt)
}
