//! Graduates: the whole record of a candidate or graduate read in a few statements, exam ratings,
//! namings, documents (the PDF stored once, never set again) and group jobs; lists paged and
//! counted in SQL.

use crate::stored;
use std::sync::LazyLock;

use application::ports::SystemClock;
use application::ports::{
    DocumentJob, GraduateCurriculum, GraduateDirection, GraduateGroup, GraduateListItem, GraduateOrderField, GraduateQueries,
    GraduateQuery, GraduateRecord, GraduateRepository, GroupMember, JobFailure, Lock, NewDocument, PublicReport, ReportNames, StoredPdf,
    StudentOrderField, VocationalSubject,
};
use application::results::{compute_results, ResultInputs, ResultsBook};
use application::AppError;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Bytea, Integer, Jsonb, Nullable, Text, Timestamptz};
use domain::actor::Scope;
use domain::assessment::ResultState;
use domain::curriculum::RatingType;
use domain::graduate::uuid_text::PublicId;
use domain::graduate::{
    DiplomaNumber, DiplomaSeries, DocumentKind, DocumentStatus, ExamRatedCell, GraduateNaming, GraduateRule, IssuedDocument, JobStatus,
    Naming, PlannedExam, PlannedSubject, Stage,
};
use domain::ids::{CurriculumId, DirectionId, EduSubjectId, GroupId, InstitutionId, StudentId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::student::{Student, StudentStatus};
use domain::version::Version;
use serde_json::{json, Value};

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::groups::full_name;
use crate::rows::{CountRow, NamedHoursRow};
use crate::schema::{citizens, students};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::students::{into_student, student_ids_page, PersonRow, StudentRow};
use crate::totals::{page_of_ids, Counter};
use crate::unit_of_work::PgTransaction;

fn name(uz: String, uz_cyrl: String, ru: String, en: String) -> MultilingualName {
    MultilingualName::from_stored(uz, uz_cyrl, ru, en)
}

fn student(conn: &mut PgConnection, id: StudentId, lock: Lock) -> Result<Option<Student>, AppError> {
    let q = students::table
        .inner_join(citizens::table)
        .filter(students::id.eq(id.get()))
        .filter(students::deleted_at.is_null())
        .select((StudentRow::as_select(), PersonRow::as_select()));
    let row = match lock {
        Lock::None => q.first(conn).optional(),
        Lock::ForUpdate => q.for_update().first(conn).optional(),
    }
    .map_err(internal)?;
    row.map(|(row, person)| into_student(row, person)).transpose()
}

#[derive(QueryableByName)]
struct HeadRow {
    #[diesel(sql_type = Text)]
    institution_uz: String,
    #[diesel(sql_type = Text)]
    institution_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    institution_ru: String,
    #[diesel(sql_type = Text)]
    institution_en: String,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Integer)]
    course: i32,
    #[diesel(sql_type = Integer)]
    current_semester: i32,
    #[diesel(sql_type = BigInt)]
    direction_id: i64,
    #[diesel(sql_type = Text)]
    direction_code: String,
    #[diesel(sql_type = Text)]
    direction_uz: String,
    #[diesel(sql_type = Text)]
    direction_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    direction_ru: String,
    #[diesel(sql_type = Text)]
    direction_en: String,
    #[diesel(sql_type = BigInt)]
    curriculum_id: i64,
    #[diesel(sql_type = Text)]
    curriculum_name: String,
    #[diesel(sql_type = Text)]
    rating_type: String,
    #[diesel(sql_type = Integer)]
    number_of_semesters: i32,
    #[diesel(sql_type = Nullable<diesel::sql_types::Date>)]
    graduated_at: Option<NaiveDate>,
    #[diesel(sql_type = BigInt)]
    group_id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
}

const GRADUATED_AT: &str =
    "(SELECT h.date FROM student_status_history h WHERE h.student_id = s.id AND h.to_status = 'GRADUATED' ORDER BY h.id DESC LIMIT 1)";

#[derive(QueryableByName)]
struct SubjectRow {
    #[diesel(sql_type = Integer)]
    semester_number: i32,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Integer)]
    study_hours: i32,
    #[diesel(sql_type = Nullable<Integer>)]
    rating: Option<i32>,
}

#[derive(QueryableByName)]
struct ExamRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Integer)]
    study_hours: i32,
    #[diesel(sql_type = Nullable<Integer>)]
    rating: Option<i32>,
}

#[derive(QueryableByName)]
struct NamingRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    qualification_uz: String,
    #[diesel(sql_type = Text)]
    qualification_ru: String,
    #[diesel(sql_type = Text)]
    qualification_en: String,
    #[diesel(sql_type = Text)]
    diploma_series: String,
    #[diesel(sql_type = Text)]
    diploma_number: String,
    #[diesel(sql_type = Integer)]
    version: i32,
}

impl NamingRow {
    fn into_naming(self) -> GraduateNaming {
        GraduateNaming {
            student_id: StudentId::from_stored(self.student_id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            naming: Naming {
                qualification: name(self.qualification_uz, String::new(), self.qualification_ru, self.qualification_en),
                series: DiplomaSeries::from_stored(self.diploma_series),
                number: DiplomaNumber::from_stored(self.diploma_number),
            },
            version: Version::new(self.version),
        }
    }
}

const NAMING_COLUMNS: &str = "student_id, institution_id, qualification_uz, qualification_ru, qualification_en, diploma_series, \
                              diploma_number, version";

#[derive(QueryableByName)]
pub(crate) struct DocumentRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    public_id: String,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Bool)]
    duplicate: bool,
    #[diesel(sql_type = Nullable<BigInt>)]
    original_id: Option<i64>,
    #[diesel(sql_type = Text)]
    number: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Timestamptz)]
    issued_at: DateTime<Utc>,
}

pub(crate) const DOCUMENT_COLUMNS: &str =
    "id, public_id::text AS public_id, student_id, institution_id, kind, duplicate, original_id, number, status, issued_at";

impl DocumentRow {
    pub(crate) fn into_document(self) -> Result<IssuedDocument, AppError> {
        Ok(IssuedDocument {
            id: self.id,
            public_id: PublicId::parse(&self.public_id).map_err(|_| AppError::internal("a stored public id is not a UUID"))?,
            student_id: StudentId::from_stored(self.student_id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            kind: stored::code(DocumentKind::parse, &self.kind, "a document's kind")?,
            duplicate: self.duplicate,
            original_id: self.original_id,
            number: self.number,
            status: stored::code(DocumentStatus::parse, &self.status, "a document's status")?,
            issued_at: self.issued_at,
        })
    }
}

/// The record of a living candidate or graduate, `None` for anyone else.
/// The student's results as the journal and the control sheets make them (today, in Tashkent).
fn journal_results(conn: &mut PgConnection, id: StudentId, head: &HeadRow) -> Result<ResultsBook, AppError> {
    let curriculum = CurriculumId::from_stored(head.curriculum_id);
    let students = [id];
    let inputs = ResultInputs {
        plans: crate::assessment::plans_of(conn, curriculum)?,
        lines: crate::journal::lines_of(conn, &students, curriculum, None, None)?,
        points: crate::control_sheets::points_of(conn, &students, curriculum, None)?,
        closings: crate::control_sheets::closings_of(conn, GroupId::from_stored(head.group_id), curriculum, None)?,
        settings: crate::journal::settings_of(conn, InstitutionId::from_stored(head.institution_id))?.0,
    };
    Ok(compute_results(inputs, &students, application::schedule::today(&SystemClock)))
}

/// A subject without a typed rating takes the journal's total and verdict, once the journal holds
/// anything of it.
fn judged(subject: &mut PlannedSubject, student: StudentId, journal: &ResultsBook) {
    if subject.rating.is_some() {
        return;
    }
    if !journal.has_records(student, subject.semester, subject.edu_subject_id) {
        return;
    }
    if let Some(result) = journal.result(student, subject.semester, subject.edu_subject_id) {
        subject.passed = Some(result.outcome.state == ResultState::Passed);
        if result.outcome.state != ResultState::InProgress {
            subject.rating = Some(result.outcome.total.rounded());
        }
    }
}

static HEAD: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("graduates.head", &["int8"], format!("SELECT i.name_uz AS institution_uz, i.name_uz_cyrl AS institution_uz_cyrl, i.name_ru AS institution_ru, i.name_en AS institution_en, \
         g.name AS group_name, g.course, g.current_semester, \
         d.id AS direction_id, d.code AS direction_code, d.name_uz AS direction_uz, d.name_uz_cyrl AS direction_uz_cyrl, d.name_ru AS direction_ru, \
         d.name_en AS direction_en, cu.id AS curriculum_id, cu.name AS curriculum_name, cu.rating_type, \
         cu.number_of_semesters, {GRADUATED_AT} AS graduated_at, g.id AS group_id, s.institution_id \
         FROM students s JOIN institutions i ON i.id = s.institution_id JOIN edu_groups g ON g.id = s.edu_group_id \
         JOIN curricula cu ON cu.id = g.curriculum_id JOIN edu_directions d ON d.id = g.edu_direction_id \
         WHERE s.id = $1"))
});

const SUBJECTS: Statement = Statement::new(
    "graduates.subjects",
    &["int8", "int8"],
    "SELECT css.semester_number, css.edu_subject_id, es.name_uz, es.name_uz_cyrl, es.name_ru, es.name_en, css.study_hours, r.rating \
     FROM curriculum_semester_subjects css JOIN edu_subjects es ON es.id = css.edu_subject_id \
     LEFT JOIN ratings r ON r.student_id = $2 AND r.curriculum_id = css.curriculum_id \
     AND r.semester_number = css.semester_number AND r.edu_subject_id = css.edu_subject_id \
     WHERE css.curriculum_id = $1 ORDER BY css.semester_number, css.position, css.edu_subject_id",
);

const EXAMS: Statement = Statement::new(
    "graduates.exams",
    &["int8", "int8"],
    "SELECT e.id, e.name_uz, e.name_uz_cyrl, e.name_ru, e.name_en, e.study_hours, er.rating FROM curriculum_exams e \
     LEFT JOIN exam_ratings er ON er.curriculum_exam_id = e.id AND er.student_id = $2 \
     WHERE e.curriculum_id = $1 ORDER BY e.position, e.id",
);

const VOCATIONAL: Statement = Statement::new(
    "graduates.vocational",
    &["int8"],
    "SELECT name_uz, name_uz_cyrl, name_ru, name_en, study_hours FROM curriculum_vocational_subjects WHERE curriculum_id = $1 \
     ORDER BY position, id",
);

static NAMING: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("graduates.naming", &["int8"], format!("SELECT {NAMING_COLUMNS} FROM graduate_namings WHERE student_id = $1"))
});

static DOCUMENTS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "graduates.documents",
        &["int8"],
        format!(
            "SELECT {DOCUMENT_COLUMNS} FROM graduate_documents WHERE student_id = $1 \
         AND kind IN ('DIPLOMA', 'APPENDIX', 'CERTIFICATE') ORDER BY id DESC"
        ),
    )
});

fn record(conn: &mut PgConnection, id: StudentId, lock: Lock) -> Result<Option<GraduateRecord>, AppError> {
    let Some(student) = student(conn, id, lock)? else { return Ok(None) };
    let head: HeadRow = HEAD.query().bind::<BigInt, _>(id.get()).get_result(conn).map_err(internal)?;
    let Some(stage) = Stage::of(student.status, head.current_semester, head.number_of_semesters) else { return Ok(None) };
    let subjects: Vec<SubjectRow> =
        SUBJECTS.query().bind::<BigInt, _>(head.curriculum_id).bind::<BigInt, _>(id.get()).load(conn).map_err(internal)?;
    let journal = journal_results(conn, id, &head)?;
    let exams: Vec<ExamRow> =
        EXAMS.query().bind::<BigInt, _>(head.curriculum_id).bind::<BigInt, _>(id.get()).load(conn).map_err(internal)?;
    let vocational: Vec<NamedHoursRow> = VOCATIONAL.query().bind::<BigInt, _>(head.curriculum_id).load(conn).map_err(internal)?;
    let naming: Option<NamingRow> = NAMING.query().bind::<BigInt, _>(id.get()).get_result(conn).optional().map_err(internal)?;
    let documents: Vec<DocumentRow> = DOCUMENTS.query().bind::<BigInt, _>(id.get()).load(conn).map_err(internal)?;
    let group_id = student.details.edu_group_id;
    Ok(Some(GraduateRecord {
        student,
        stage,
        institution_name: name(head.institution_uz, head.institution_uz_cyrl, head.institution_ru, head.institution_en),
        group: GraduateGroup { id: group_id, name: head.group_name, course: head.course, current_semester: head.current_semester },
        direction: GraduateDirection {
            id: DirectionId::from_stored(head.direction_id),
            code: head.direction_code,
            name: name(head.direction_uz, head.direction_uz_cyrl, head.direction_ru, head.direction_en),
        },
        curriculum: GraduateCurriculum {
            id: CurriculumId::from_stored(head.curriculum_id),
            name: head.curriculum_name,
            rating_type: stored::code(RatingType::parse, &head.rating_type, "a curriculum's scale")?,
            number_of_semesters: head.number_of_semesters,
        },
        subjects: subjects
            .into_iter()
            .map(|s| PlannedSubject {
                semester: s.semester_number,
                edu_subject_id: EduSubjectId::from_stored(s.edu_subject_id),
                name: name(s.name_uz, s.name_uz_cyrl, s.name_ru, s.name_en),
                study_hours: s.study_hours,
                rating: s.rating,
                passed: None,
            })
            .map(|mut s| {
                judged(&mut s, id, &journal);
                s
            })
            .collect(),
        exams: exams
            .into_iter()
            .map(|e| PlannedExam {
                exam_id: e.id,
                name: name(e.name_uz, e.name_uz_cyrl, e.name_ru, e.name_en),
                study_hours: e.study_hours,
                rating: e.rating,
            })
            .collect(),
        vocational: vocational
            .into_iter()
            .map(|v| VocationalSubject { name: name(v.name_uz, v.name_uz_cyrl, v.name_ru, v.name_en), study_hours: v.study_hours })
            .collect(),
        naming: naming.map(NamingRow::into_naming),
        documents: documents.into_iter().map(DocumentRow::into_document).collect::<Result<_, _>>()?,
        graduated_at: head.graduated_at,
    }))
}

#[derive(QueryableByName)]
struct CellRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Integer)]
    rating: i32,
}

#[derive(QueryableByName)]
struct MemberRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    middle_name: String,
    #[diesel(sql_type = Text)]
    student_status: String,
    #[diesel(sql_type = Integer)]
    current_semester: i32,
    #[diesel(sql_type = Integer)]
    number_of_semesters: i32,
}

#[derive(QueryableByName)]
struct JobRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Integer)]
    total: i32,
    #[diesel(sql_type = Integer)]
    done: i32,
    #[diesel(sql_type = Jsonb)]
    failed: Value,
    #[diesel(sql_type = Timestamptz)]
    started_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    finished_at: Option<DateTime<Utc>>,
}

/// A student a job could not make a document for, as `failed` stores it.
#[derive(serde::Deserialize)]
struct StoredFailure {
    student_id: i64,
    fio: String,
    message: String,
}

const JOB_COLUMNS: &str = "id, institution_id, edu_group_id, kind, status, total, done, failed, started_at, finished_at";

impl JobRow {
    fn into_job(self) -> Result<DocumentJob, AppError> {
        let failed: Vec<StoredFailure> =
            serde_json::from_value(self.failed).map_err(|e| AppError::internal(format!("a job's failures are malformed: {e}")))?;
        let failed = failed
            .into_iter()
            .map(|f| JobFailure { student_id: StudentId::from_stored(f.student_id), fio: f.fio, message: f.message })
            .collect();
        Ok(DocumentJob {
            id: self.id,
            institution_id: InstitutionId::from_stored(self.institution_id),
            edu_group_id: GroupId::from_stored(self.edu_group_id),
            kind: stored::code(DocumentKind::parse, &self.kind, "a job's kind")?,
            status: stored::code(JobStatus::parse, &self.status, "a job's status")?,
            total: self.total,
            done: self.done,
            failed,
            started_at: self.started_at,
            finished_at: self.finished_at,
        })
    }
}

fn names_json(names: &ReportNames) -> Value {
    let one = |n: &MultilingualName| json!({"uz": n.uz(), "uz_cyrl": n.uz_cyrl(), "ru": n.ru(), "en": n.en()});
    json!({
        "institution": one(&names.institution),
        "edu_direction": one(&names.edu_direction),
        "qualification": names.qualification.as_ref().map(one),
    })
}

/// Fails on a name without its Uzbek form, which every name has: the stored names are malformed.
fn names_of(holder: String, year: i32, names: &Value) -> Result<ReportNames, AppError> {
    let one = |v: &Value| {
        let uz = v["uz"].as_str().ok_or_else(|| AppError::internal("a document's stored names lack an Uzbek name"))?;
        // Names kept with a document before it had a Cyrillic form (or a translation) have none:
        // empty is what the name holds then, not a failure to read.
        Ok::<_, AppError>(name(
            uz.to_string(),
            v["uz_cyrl"].as_str().unwrap_or_default().to_string(),
            v["ru"].as_str().unwrap_or_default().to_string(),
            v["en"].as_str().unwrap_or_default().to_string(),
        ))
    };
    Ok(ReportNames {
        holder,
        institution: one(&names["institution"])?,
        edu_direction: one(&names["edu_direction"])?,
        qualification: if names["qualification"].is_object() { Some(one(&names["qualification"])?) } else { None },
        year,
    })
}

const EXAM_RATING: Statement = Statement::new(
    "graduates.exam_rating",
    &["int8", "int8"],
    "SELECT id, rating FROM exam_ratings WHERE student_id = $1 AND curriculum_exam_id = $2",
);

const INSERT_EXAM_RATING: Statement = Statement::new(
    "graduates.insert_exam_rating",
    &["int8", "int8", "int4"],
    "INSERT INTO exam_ratings (student_id, curriculum_exam_id, rating) VALUES ($1, $2, $3) RETURNING id, rating",
);

const UPDATE_EXAM_RATING: Statement = Statement::new(
    "graduates.update_exam_rating",
    &["int8", "int4"],
    "UPDATE exam_ratings SET rating = $2, updated_at = now() WHERE id = $1",
);

const DELETE_EXAM_RATING: Statement = Statement::new("graduates.delete_exam_rating", &["int8"], "DELETE FROM exam_ratings WHERE id = $1");

static INSERT_NAMING: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "graduates.insert_naming",
        &["int8", "int8", "text", "text", "text", "text", "text", "int4"],
        format!(
            "INSERT INTO graduate_namings (student_id, institution_id, qualification_uz, qualification_ru, qualification_en, \
         diploma_series, diploma_number, version) VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING {NAMING_COLUMNS}"
        ),
    )
});

static UPDATE_NAMING: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "graduates.update_naming",
        &["int8", "int8", "text", "text", "text", "text", "text", "int4"],
        format!(
            "UPDATE graduate_namings SET qualification_uz = $3, qualification_ru = $4, qualification_en = $5, diploma_series = $6, \
         diploma_number = $7, version = version + 1, updated_at = now() \
         WHERE student_id = $1 AND institution_id = $2 AND version = $8 RETURNING {NAMING_COLUMNS}"
        ),
    )
});

static INSERT_DOCUMENT: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "graduates.insert_document",
        &["text", "int8", "int8", "text", "bool", "int8", "text", "bytea", "timestamptz", "text", "int4", "jsonb"],
        format!(
            "INSERT INTO graduate_documents (public_id, student_id, institution_id, kind, duplicate, original_id, number, pdf, \
         issued_at, holder, year, names) VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING {DOCUMENT_COLUMNS}"
        ),
    )
});

static REVOKE_DOCUMENT: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("graduates.revoke_document", &["int8", "timestamptz"], format!("UPDATE graduate_documents SET status = 'REVOKED', revoked_at = $2 WHERE id = $1 AND status = 'VALID' RETURNING {DOCUMENT_COLUMNS}"))
});

const DUPLICATES: Statement =
    Statement::new("graduates.duplicates", &["int8"], "SELECT count(*) AS count FROM graduate_documents WHERE original_id = $1");

const GROUP_MEMBERS: Statement = Statement::new(
    "graduates.group_members",
    &["int8"],
    "SELECT s.id, c.last_name, c.first_name, c.middle_name, s.student_status, g.current_semester, cu.number_of_semesters \
     FROM students s JOIN citizens c ON c.id = s.citizen_id JOIN edu_groups g ON g.id = s.edu_group_id \
     JOIN curricula cu ON cu.id = g.curriculum_id \
     WHERE s.edu_group_id = $1 AND s.deleted_at IS NULL ORDER BY c.last_name, c.first_name, c.middle_name, s.id",
);

static CREATE_JOB: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "graduates.create_job",
        &["int8", "int8", "text", "int4", "int8"],
        format!(
            "INSERT INTO document_jobs (institution_id, edu_group_id, kind, total, actor_id, status, finished_at) \
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 = 0 THEN 'DONE' ELSE 'RUNNING' END, CASE WHEN $4 = 0 THEN now() END) \
         RETURNING {JOB_COLUMNS}"
        ),
    )
});

const JOB_STEP: Statement = Statement::new(
    "graduates.job_step",
    &["int8", "jsonb"],
    "UPDATE document_jobs SET done = done + 1, failed = failed || $2 WHERE id = $1",
);

const FINISH_JOB: Statement = Statement::new(
    "graduates.finish_job",
    &["int8", "text", "timestamptz"],
    "UPDATE document_jobs SET status = $2, finished_at = $3 WHERE id = $1",
);

impl GraduateRepository for PgTransaction<'_> {
    fn record(&mut self, id: StudentId, lock: Lock) -> Result<Option<GraduateRecord>, AppError> {
        record(self.conn, id, lock)
    }

    fn save_exam_ratings(
        &mut self,
        student: StudentId,
        ratings: &[(i64, Option<i32>)],
    ) -> Result<Vec<(Option<ExamRatedCell>, Option<ExamRatedCell>)>, AppError> {
        let cell = |id: i64, exam_id: i64, rating: i32| ExamRatedCell { id, student_id: student, exam_id, rating };
        let mut changed = Vec::new();
        for (exam, rating) in ratings {
            let stored: Option<CellRow> = EXAM_RATING
                .query()
                .bind::<BigInt, _>(student.get())
                .bind::<BigInt, _>(*exam)
                .get_result(self.conn)
                .optional()
                .map_err(internal)?;
            match (stored, rating) {
                (None, None) => {}
                (Some(old), Some(new)) if old.rating == *new => {}
                (None, Some(new)) => {
                    let row: CellRow = INSERT_EXAM_RATING
                        .query()
                        .bind::<BigInt, _>(student.get())
                        .bind::<BigInt, _>(*exam)
                        .bind::<Integer, _>(*new)
                        .get_result(self.conn)
                        .map_err(internal)?;
                    changed.push((None, Some(cell(row.id, *exam, row.rating))));
                }
                (Some(old), Some(new)) => {
                    UPDATE_EXAM_RATING.query().bind::<BigInt, _>(old.id).bind::<Integer, _>(*new).execute(self.conn).map_err(internal)?;
                    changed.push((Some(cell(old.id, *exam, old.rating)), Some(cell(old.id, *exam, *new))));
                }
                (Some(old), None) => {
                    DELETE_EXAM_RATING.query().bind::<BigInt, _>(old.id).execute(self.conn).map_err(internal)?;
                    changed.push((Some(cell(old.id, *exam, old.rating)), None));
                }
            }
        }
        Ok(changed)
    }

    fn save_naming(&mut self, naming: &GraduateNaming) -> Result<GraduateNaming, AppError> {
        let n = &naming.naming;
        let statement = if naming.version.get() == 0 { INSERT_NAMING.query() } else { UPDATE_NAMING.query() };
        let saved: Result<Vec<NamingRow>, _> = statement
            .bind::<BigInt, _>(naming.student_id.get())
            .bind::<BigInt, _>(naming.institution_id.get())
            .bind::<Text, _>(n.qualification.uz())
            .bind::<Text, _>(n.qualification.ru())
            .bind::<Text, _>(n.qualification.en())
            .bind::<Text, _>(n.series.as_str())
            .bind::<Text, _>(n.number.as_str())
            .bind::<Integer, _>(naming.version.get())
            .load(self.conn);
        match saved {
            Ok(mut rows) => {
                stale_unless_changed(rows.len())?;
                rows.pop().map(NamingRow::into_naming).ok_or(AppError::StaleVersion)
            }
            Err(e) if unique_violation(&e) == Some("graduate_namings_diploma_key") => {
                Err(AppError::conflict(GraduateRule::DiplomaNumberTaken))
            }
            Err(e) if unique_violation(&e).is_some() => Err(AppError::StaleVersion),
            Err(e) => Err(internal(e)),
        }
    }

    fn insert_document(&mut self, document: &NewDocument) -> Result<IssuedDocument, AppError> {
        let row: DocumentRow = INSERT_DOCUMENT
            .query()
            .bind::<Text, _>(document.public_id.as_str())
            .bind::<BigInt, _>(document.student_id.get())
            .bind::<BigInt, _>(document.institution_id.get())
            .bind::<Text, _>(document.kind.code())
            .bind::<Bool, _>(document.original_id.is_some())
            .bind::<Nullable<BigInt>, _>(document.original_id)
            .bind::<Text, _>(&document.number)
            .bind::<Bytea, _>(&document.pdf)
            .bind::<Timestamptz, _>(document.issued_at)
            .bind::<Text, _>(&document.report.holder)
            .bind::<Integer, _>(document.report.year)
            .bind::<Jsonb, _>(names_json(&document.report))
            .get_result(self.conn)
            .map_err(internal)?;
        row.into_document()
    }

    fn revoke_document(&mut self, id: i64, at: DateTime<Utc>) -> Result<IssuedDocument, AppError> {
        let row: DocumentRow =
            REVOKE_DOCUMENT.query().bind::<BigInt, _>(id).bind::<Timestamptz, _>(at).get_result(self.conn).map_err(internal)?;
        row.into_document()
    }

    fn count_duplicates(&mut self, original: i64) -> Result<i64, AppError> {
        let count: CountRow = DUPLICATES.query().bind::<BigInt, _>(original).get_result(self.conn).map_err(internal)?;
        Ok(count.count)
    }

    fn group_members(&mut self, group: GroupId) -> Result<Vec<GroupMember>, AppError> {
        let rows: Vec<MemberRow> = GROUP_MEMBERS.query().bind::<BigInt, _>(group.get()).load(self.conn).map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| GroupMember {
                id: StudentId::from_stored(r.id),
                fio: full_name(&r.last_name, &r.first_name, &r.middle_name),
                stage: StudentStatus::parse(&r.student_status)
                    .ok()
                    .and_then(|status| Stage::of(status, r.current_semester, r.number_of_semesters)),
            })
            .collect())
    }

    fn create_job(
        &mut self,
        institution: InstitutionId,
        group: GroupId,
        kind: DocumentKind,
        total: i32,
        by: UserId,
    ) -> Result<DocumentJob, AppError> {
        let row: JobRow = CREATE_JOB
            .query()
            .bind::<BigInt, _>(institution.get())
            .bind::<BigInt, _>(group.get())
            .bind::<Text, _>(kind.code())
            .bind::<Integer, _>(total)
            .bind::<BigInt, _>(by.get())
            .get_result(self.conn)
            .map_err(internal)?;
        row.into_job()
    }

    fn job_step(&mut self, job: i64, failure: Option<JobFailure>) -> Result<(), AppError> {
        let failed =
            failure.map(|f| json!([{"student_id": f.student_id.get(), "fio": f.fio, "message": f.message}])).unwrap_or_else(|| json!([]));
        JOB_STEP.query().bind::<BigInt, _>(job).bind::<Jsonb, _>(failed).execute(self.conn).map_err(internal)?;
        Ok(())
    }

    fn finish_job(&mut self, job: i64, status: JobStatus, at: DateTime<Utc>) -> Result<(), AppError> {
        FINISH_JOB
            .query()
            .bind::<BigInt, _>(job)
            .bind::<Text, _>(status.code())
            .bind::<Timestamptz, _>(at)
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}

/// Candidates: ACTIVE in a group whose current semester is its curriculum's last.
const CANDIDATE: &str = "(students.student_status = 'ACTIVE' AND students.edu_group_id IN (SELECT g.id FROM edu_groups g \
                         JOIN curricula cu ON cu.id = g.curriculum_id WHERE g.deleted_at IS NULL AND g.current_semester = cu.number_of_semesters))";

macro_rules! graduate_filters {
    ($q:expr, $query:expr) => {{
        let query: &GraduateQuery = $query;
        let mut q = $q.filter(students::deleted_at.is_null());
        match query.scope {
            Scope::Everywhere => {}
            Scope::Institution(id) => q = q.filter(students::institution_id.eq(id.get())),
            Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
        }
        if let Some(id) = query.institution_id {
            q = q.filter(students::institution_id.eq(id.get()));
        }
        if let Some(group) = query.edu_group_id {
            q = q.filter(students::edu_group_id.eq(group.get()));
        }
        q = match query.stage {
            Some(Stage::Graduated) => q.filter(students::student_status.eq(StudentStatus::Graduated.code())),
            Some(Stage::Candidate) => q.filter(sql::<Bool>(CANDIDATE)),
            None => q.filter(sql::<Bool>(&format!("(students.student_status = 'GRADUATED' OR {CANDIDATE})"))),
        };
        if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            let (condition, pattern) = crate::citizens::searched("students.citizen_id", search);
            q = q.filter(sql::<Bool>(&condition).bind::<Text, _>(pattern).sql(")"));
        }
        q
    }};
}

fn matching(query: &GraduateQuery) -> students::BoxedQuery<'_, diesel::pg::Pg> {
    graduate_filters!(students::table.into_boxed(), query)
}

/// The graduated of an institution (or all) are counted by the students' counters; any other
/// filter is counted in SQL up to the cap.
fn counter(query: &GraduateQuery) -> Option<Counter> {
    let plain = query.stage == Some(Stage::Graduated)
        && query.edu_group_id.is_none()
        && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("student", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(Some(StudentStatus::Graduated.code())))
}

#[derive(QueryableByName)]
struct ListRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    middle_name: String,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = Text)]
    student_status: String,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    institution_uz: String,
    #[diesel(sql_type = Text)]
    institution_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    institution_ru: String,
    #[diesel(sql_type = Text)]
    institution_en: String,
    #[diesel(sql_type = BigInt)]
    group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Integer)]
    course: i32,
    #[diesel(sql_type = Integer)]
    current_semester: i32,
    #[diesel(sql_type = Integer)]
    number_of_semesters: i32,
    #[diesel(sql_type = BigInt)]
    direction_id: i64,
    #[diesel(sql_type = Text)]
    direction_code: String,
    #[diesel(sql_type = Text)]
    direction_uz: String,
    #[diesel(sql_type = Text)]
    direction_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    direction_ru: String,
    #[diesel(sql_type = Text)]
    direction_en: String,
    #[diesel(sql_type = Nullable<Text>)]
    diploma_series: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    diploma_number: Option<String>,
    #[diesel(sql_type = Nullable<diesel::sql_types::Date>)]
    graduated_at: Option<NaiveDate>,
}

static LIST_ITEMS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("graduates.list_items", &["int8[]"], format!("SELECT s.id, c.last_name, c.first_name, c.middle_name, c.pinfl, s.student_status, s.institution_id, \
         i.name_uz AS institution_uz, i.name_uz_cyrl AS institution_uz_cyrl, i.name_ru AS institution_ru, i.name_en AS institution_en, \
         g.id AS group_id, g.name AS group_name, g.course, g.current_semester, cu.number_of_semesters, \
         d.id AS direction_id, d.code AS direction_code, d.name_uz AS direction_uz, d.name_uz_cyrl AS direction_uz_cyrl, d.name_ru AS direction_ru, \
         d.name_en AS direction_en, n.diploma_series, n.diploma_number, {GRADUATED_AT} AS graduated_at \
         FROM students s JOIN citizens c ON c.id = s.citizen_id JOIN institutions i ON i.id = s.institution_id \
         JOIN edu_groups g ON g.id = s.edu_group_id JOIN curricula cu ON cu.id = g.curriculum_id \
         JOIN edu_directions d ON d.id = g.edu_direction_id LEFT JOIN graduate_namings n ON n.student_id = s.id \
         WHERE s.id = ANY($1)"))
});

fn list_items(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<GraduateListItem>, AppError> {
    let rows: Vec<ListRow> = LIST_ITEMS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let mut items = rows
        .into_iter()
        .map(|r| {
            let status = stored::code(StudentStatus::parse, &r.student_status, "a student's status")?;
            Ok(GraduateListItem {
                id: StudentId::from_stored(r.id),
                fio: full_name(&r.last_name, &r.first_name, &r.middle_name),
                pinfl: r.pinfl,
                status,
                stage: Stage::of(status, r.current_semester, r.number_of_semesters).unwrap_or(Stage::Candidate),
                institution_id: InstitutionId::from_stored(r.institution_id),
                institution_name: name(r.institution_uz, r.institution_uz_cyrl, r.institution_ru, r.institution_en),
                group: GraduateGroup {
                    id: GroupId::from_stored(r.group_id),
                    name: r.group_name,
                    course: r.course,
                    current_semester: r.current_semester,
                },
                direction: GraduateDirection {
                    id: DirectionId::from_stored(r.direction_id),
                    code: r.direction_code,
                    name: name(r.direction_uz, r.direction_uz_cyrl, r.direction_ru, r.direction_en),
                },
                diploma_series: r.diploma_series,
                diploma_number: r.diploma_number,
                graduated_at: r.graduated_at,
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    items.sort_by_key(|item| ids.iter().position(|id| *id == item.id.get()));
    Ok(items)
}

#[derive(QueryableByName)]
struct PdfRow {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    number: String,
    #[diesel(sql_type = Bytea)]
    pdf: Vec<u8>,
}

#[derive(QueryableByName)]
struct ReportRow {
    #[diesel(embed)]
    document: DocumentRow,
    #[diesel(sql_type = Text)]
    holder: String,
    #[diesel(sql_type = Integer)]
    year: i32,
    #[diesel(sql_type = Jsonb)]
    names: Value,
    #[diesel(sql_type = Nullable<Text>)]
    original_number: Option<String>,
    #[diesel(sql_type = BigInt)]
    duplicates: i64,
}

const PDF: Statement =
    Statement::new("graduates.pdf", &["int8"], "SELECT institution_id, kind, number, pdf FROM graduate_documents WHERE id = $1");

const REPORT: Statement = Statement::new(
    "graduates.report",
    &["text"],
    "SELECT d.id, d.public_id::text AS public_id, d.student_id, d.institution_id, d.kind, d.duplicate, d.original_id, d.number, \
     d.status, d.issued_at, d.holder, d.year, d.names, o.number AS original_number, \
     (SELECT count(*) FROM graduate_documents x WHERE x.original_id = d.id) AS duplicates \
     FROM graduate_documents d LEFT JOIN graduate_documents o ON o.id = d.original_id WHERE d.public_id = $1::uuid",
);

static JOB: LazyLock<Statement> =
    LazyLock::new(|| Statement::made("graduates.job", &["int8"], format!("SELECT {JOB_COLUMNS} FROM document_jobs WHERE id = $1")));

impl GraduateQueries for PgStore {
    fn list(&self, query: &GraduateQuery) -> Result<Page<GraduateListItem>, AppError> {
        let mut conn = self.conn()?;
        let named = || graduate_filters!(students::table.inner_join(citizens::table).into_boxed(), query);
        let field = match query.ordering.field {
            GraduateOrderField::Id => StudentOrderField::Id,
            GraduateOrderField::Fio => StudentOrderField::Fio,
        };
        let page = student_ids_page(|| matching(query), named, field, query.ordering.descending, &query.page);
        let (ids, total) = page_of_ids(&mut conn, page, counter(query), || matching(query).select(students::id)).map_err(internal)?;
        Ok(Page::new(list_items(&mut conn, &ids)?, total))
    }

    fn record(&self, id: StudentId) -> Result<Option<GraduateRecord>, AppError> {
        let mut conn = self.conn()?;
        record(&mut conn, id, Lock::None)
    }

    fn pdf(&self, document: i64) -> Result<Option<StoredPdf>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<PdfRow> = PDF.query().bind::<BigInt, _>(document).get_result(&mut conn).optional().map_err(internal)?;
        row.map(|r| {
            Ok(StoredPdf {
                institution_id: InstitutionId::from_stored(r.institution_id),
                kind: stored::code(DocumentKind::parse, &r.kind, "a document's kind")?,
                number: r.number,
                pdf: r.pdf,
            })
        })
        .transpose()
    }

    fn report(&self, public_id: &PublicId) -> Result<Option<PublicReport>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<ReportRow> =
            REPORT.query().bind::<Text, _>(public_id.as_str()).get_result(&mut conn).optional().map_err(internal)?;
        row.map(|r| {
            Ok(PublicReport {
                names: names_of(r.holder, r.year, &r.names)?,
                document: r.document.into_document()?,
                original_number: r.original_number,
                duplicates: r.duplicates,
            })
        })
        .transpose()
    }

    fn job(&self, id: i64) -> Result<Option<DocumentJob>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<JobRow> = JOB.query().bind::<BigInt, _>(id).get_result(&mut conn).optional().map_err(internal)?;
        row.map(JobRow::into_job).transpose()
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    // Each stage has its condition; a search of digits looks up the PINFL, any other the name.
    let query = |stage: Option<Stage>, search: &str| GraduateQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        stage,
        edu_group_id: None,
        search: Some(search.to_string()),
        ordering: domain::paging::Ordering { field: GraduateOrderField::Id, descending: false },
        page: domain::paging::PageRequest::largest(),
    };
    let filtered = [None, Some(Stage::Candidate), Some(Stage::Graduated)].into_iter().flat_map(|stage| {
        ["3101", "x"].map(|search| Statement::rendered("graduates.matching", matching(&query(stage, search)).select(students::id)))
    });
    let mut all: Vec<Statement> = filtered.collect();
    all.extend([
        Statement::clone(&HEAD),
        SUBJECTS,
        EXAMS,
        VOCATIONAL,
        Statement::clone(&NAMING),
        Statement::clone(&DOCUMENTS),
        EXAM_RATING,
        INSERT_EXAM_RATING,
        UPDATE_EXAM_RATING,
        DELETE_EXAM_RATING,
        Statement::clone(&INSERT_NAMING),
        Statement::clone(&UPDATE_NAMING),
        Statement::clone(&INSERT_DOCUMENT),
        Statement::clone(&REVOKE_DOCUMENT),
        DUPLICATES,
        GROUP_MEMBERS,
        Statement::clone(&CREATE_JOB),
        JOB_STEP,
        FINISH_JOB,
        Statement::clone(&LIST_ITEMS),
        PDF,
        REPORT,
        Statement::clone(&JOB),
    ]);
    all
}
