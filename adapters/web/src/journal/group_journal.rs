use actix_web::{get, web, HttpResponse};
use application::journal::{GetGroupJournal, GroupJournal};
use application::ports::{Cell, Sheet};
use application::AppError;
use domain::ids::{EduSubjectId, GroupId};
use domain::journal::{Attendance, HOURS_PER_LESSON};
use domain::language::{Language, Text};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{PlanDto, RefDto, ResultDto, SubjectNameDto};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{FormatParams, XLSX};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GroupJournalParams {
    pub edu_subject_id: i64,
    /// A semester of the group's curriculum; default its current one.
    #[param(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JournalColumnDto {
    pub schedule_id: i64,
    /// `YYYY-MM-DD`.
    pub date: String,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    pub subgroup: Option<i32>,
    pub class_hour_number: i16,
    pub teacher_name: String,
    pub taken: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JournalCellDto {
    #[schema(value_type = crate::codes::AttendanceCode)]
    pub attendance: String,
    pub mark: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JournalStudentDto {
    pub student_id: i64,
    pub full_name: String,
    pub subgroup: Option<i32>,
    /// One per lesson, in the lessons' order: null where the roll was not taken or the lesson is
    /// another subgroup's.
    pub cells: Vec<Option<JournalCellDto>>,
    pub absent_hours: i32,
    pub excused_hours: i32,
    pub late: i32,
    pub marks: i32,
    pub result: Option<ResultDto>,
}

/// Students × lessons of one subject in a semester.
#[derive(Debug, Serialize, ToSchema)]
pub struct GroupJournalDto {
    pub edu_group: RefDto,
    pub edu_subject: SubjectNameDto,
    pub semester: i32,
    pub plan: Option<PlanDto>,
    pub lessons: Vec<JournalColumnDto>,
    pub students: Vec<JournalStudentDto>,
}

impl From<&GroupJournal> for GroupJournalDto {
    fn from(j: &GroupJournal) -> Self {
        GroupJournalDto {
            edu_group: RefDto { id: j.group.get(), name: j.group_name.clone() },
            edu_subject: SubjectNameDto { id: j.subject.id.get(), code: j.subject.code.clone(), name: NameDto::from(&j.subject.name) },
            semester: j.semester,
            plan: j.plan.as_ref().map(PlanDto::from),
            lessons: j
                .columns
                .iter()
                .map(|c| JournalColumnDto {
                    schedule_id: c.lesson.get(),
                    date: c.date.format("%Y-%m-%d").to_string(),
                    lesson_type: c.lesson_type.code().into(),
                    subgroup: c.subgroup.map(i32::from),
                    class_hour_number: c.class_hour_number,
                    teacher_name: c.teacher_name.clone(),
                    taken: c.taken,
                })
                .collect(),
            students: j
                .rows
                .iter()
                .map(|r| JournalStudentDto {
                    student_id: r.student.get(),
                    full_name: r.full_name.clone(),
                    subgroup: r.subgroup.map(i32::from),
                    cells: r
                        .cells
                        .iter()
                        .map(|c| c.map(|(a, m)| JournalCellDto { attendance: a.code().into(), mark: m.map(|m| i32::from(m.get())) }))
                        .collect(),
                    absent_hours: r.tally.absent * HOURS_PER_LESSON,
                    excused_hours: r.tally.excused * HOURS_PER_LESSON,
                    late: r.tally.late,
                    marks: r.tally.marks_count,
                    result: r.result.as_ref().map(ResultDto::from),
                })
                .collect(),
        }
    }
}

/// How a cell reads on paper: a mark, "nb" absent, "sb" excused, "k" late.
fn cell_text(attendance: Attendance, mark: Option<i32>, language: Language) -> String {
    let short = match attendance {
        Attendance::Present => "",
        Attendance::Absent => catalogue::text("export.journal.absent").get(language),
        Attendance::Excused => catalogue::text("export.journal.excused").get(language),
        Attendance::Late => catalogue::text("export.journal.late").get(language),
    };
    match (short.is_empty(), mark) {
        (true, Some(m)) => m.to_string(),
        (false, Some(m)) => format!("{short} {m}"),
        (_, None) => short.to_string(),
    }
}

/// The journal as one sheet: a column per lesson, then the hours and the controls.
/// The sheet of `j`, the answer made of `journal`: the lessons' dates are read from the journal's
/// own columns, not back from the answer's text.
fn sheet(journal: &GroupJournal, j: &GroupJournalDto, language: Language) -> Result<Sheet, AppError> {
    let t = |text: Text| text.get(language).to_string();
    let mut headers = vec![t(catalogue::text("journal.group.student"))];
    headers.extend(journal.columns.iter().map(|c| format!("{} ({})", c.date.format("%d.%m"), c.class_hour_number)));
    headers.extend([
        t(catalogue::text("export.journal.unexcusedHours")),
        t(catalogue::text("export.journal.excusedHours")),
        t(catalogue::text("journal.controlShort.CURRENT")),
        t(catalogue::text("export.journal.midterm")),
        t(catalogue::text("export.journal.final")),
        t(catalogue::text("journal.result.total")),
        t(catalogue::text("journal.result.grade")),
    ]);
    let number = |v: Option<f64>| v.map_or(Cell::Empty, Cell::Number);
    let rows = j
        .students
        .iter()
        .map(|s| {
            let mut row = vec![Cell::Text(s.full_name.clone())];
            for cell in &s.cells {
                row.push(match cell {
                    Some(c) => {
                        let attendance = Attendance::parse(&c.attendance)
                            .map_err(|_| AppError::internal(format!("a journal cell's attendance {:?} is unknown", c.attendance)))?;
                        match cell_text(attendance, c.mark, language) {
                            text if text.is_empty() => Cell::Text("+".into()),
                            text => Cell::Text(text),
                        }
                    }
                    None => Cell::Empty,
                });
            }
            row.push(Cell::Number(f64::from(s.absent_hours)));
            row.push(Cell::Number(f64::from(s.excused_hours)));
            let result = s.result.as_ref();
            row.push(number(result.and_then(|r| r.current)));
            row.push(number(result.and_then(|r| r.midterm)));
            row.push(number(result.and_then(|r| r.last)));
            row.push(number(result.filter(|r| r.state != "IN_PROGRESS").map(|r| r.total)));
            row.push(number(result.and_then(|r| r.grade).map(f64::from)));
            Ok(row)
        })
        .collect::<Result<_, AppError>>()?;
    Ok(Sheet { name: format!("{} · {}", j.edu_group.name, j.edu_subject.code), headers, rows })
}

/// With `journal-view` a group of one's scope, with `journal-record` a group and subject one
/// teaches. Students × the lessons held so far in the semester (and any roll taken), each cell the
/// attendance and mark; each student's absence hours (a lesson is 2), and their result: JN from the
/// marks, ON and YN from the sheets. `format=xlsx` answers the same as an Excel file.
#[utoipa::path(
    tag = "journal",
    params(("id" = i64, Path), GroupJournalParams, FormatParams),
    responses(
        (status = 200, content((inline(ResultBody<GroupJournalDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/journal/groups/{id:\d+}/")]
pub async fn group_journal(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<i64>,
    params: web::Query<GroupJournalParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let group = GroupId::new(path.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let subject = EduSubjectId::new(params.edu_subject_id)
        .map_err(|e| ApiError::new(domain::validation::ValidationErrors::single("edu_subject_id", e).into(), lang))?;
    let semester = params.semester;
    let xlsx = format.is_xlsx();
    let (journal, file) = run(&state, lang, move |s| {
        let journal = GetGroupJournal { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, group, subject, semester)?;
        let dto = GroupJournalDto::from(&journal);
        let file = if xlsx { Some(s.spreadsheet_writer.write(&sheet(&journal, &dto, lang)?).map_err(AppError::internal)?) } else { None };
        Ok((dto, file))
    })
    .await?;
    match file {
        Some(bytes) => Ok(HttpResponse::Ok()
            .content_type(XLSX)
            .insert_header(("Content-Disposition", "attachment; filename=\"journal.xlsx\""))
            .body(bytes)),
        None => Ok(HttpResponse::Ok().json(ResultBody { result: journal })),
    }
}
