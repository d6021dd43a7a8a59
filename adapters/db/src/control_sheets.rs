//! Control sheets and their points.

use crate::stored;
use application::ports::{
    ControlSheetRepository, Lock, SheetChange, SheetClosing, SheetKey, SheetPoints, SheetQuery, SheetRow, StoredSheet,
};
use application::AppError;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Date, Integer, Nullable, SmallInt, Text};
use domain::actor::Scope;
use domain::assessment::{Control, Points};
use domain::ids::{ControlSheetId, CurriculumId, EduSubjectId, GroupId, InstitutionId, StaffId, StudentId, UserId};
use domain::journal::{SheetEntry, SheetState};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::schema::{control_sheet_entries, control_sheets};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = control_sheets, check_for_backend(diesel::pg::Pg))]
struct SheetRowDb {
    id: i64,
    institution_id: i64,
    edu_group_id: i64,
    edu_subject_id: i64,
    curriculum_id: i64,
    semester_number: i16,
    control: String,
    attempt: i16,
    exam_date: Option<NaiveDate>,
    examiner_id: Option<i64>,
    closed_at: Option<DateTime<Utc>>,
    version: i32,
}

fn control(code: &str) -> Result<Control, AppError> {
    stored::code(Control::parse, code, "a control sheet's control")
}

fn key_of(row: &SheetRowDb) -> Result<SheetKey, AppError> {
    Ok(SheetKey {
        group: GroupId::from_stored(row.edu_group_id),
        subject: EduSubjectId::from_stored(row.edu_subject_id),
        semester: i32::from(row.semester_number),
        control: control(&row.control)?,
        attempt: i32::from(row.attempt),
    })
}

fn with_entries(conn: &mut PgConnection, row: SheetRowDb) -> Result<StoredSheet, AppError> {
    let entries: Vec<(i64, i16)> = control_sheet_entries::table
        .filter(control_sheet_entries::sheet_id.eq(row.id))
        .order(control_sheet_entries::student_id)
        .select((control_sheet_entries::student_id, control_sheet_entries::points))
        .load(conn)
        .map_err(internal)?;
    Ok(StoredSheet {
        id: ControlSheetId::from_stored(row.id),
        key: key_of(&row)?,
        institution: InstitutionId::from_stored(row.institution_id),
        curriculum: CurriculumId::from_stored(row.curriculum_id),
        exam_date: row.exam_date,
        examiner: row.examiner_id.map(StaffId::from_stored),
        closed_at: row.closed_at,
        entries: entries
            .into_iter()
            .map(|(student, points)| SheetEntry {
                student: StudentId::from_stored(student),
                points: Some(Points::from_tenths(i32::from(points))),
            })
            .collect(),
        version: Version::new(row.version),
    })
}

fn find_by_key(conn: &mut PgConnection, key: &SheetKey, lock: Lock) -> Result<Option<StoredSheet>, AppError> {
    let q = control_sheets::table
        .filter(control_sheets::edu_group_id.eq(key.group.get()))
        .filter(control_sheets::edu_subject_id.eq(key.subject.get()))
        .filter(control_sheets::semester_number.eq(key.semester as i16))
        .filter(control_sheets::control.eq(key.control.code()))
        .filter(control_sheets::attempt.eq(key.attempt as i16))
        .select(SheetRowDb::as_select());
    let row = match lock {
        Lock::None => q.first(conn).optional(),
        Lock::ForUpdate => q.for_update().first(conn).optional(),
    }
    .map_err(internal)?;
    row.map(|r| with_entries(conn, r)).transpose()
}

#[derive(QueryableByName)]
struct ListRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    subject_code: String,
    #[diesel(sql_type = Text)]
    subject_uz: String,
    #[diesel(sql_type = Text)]
    subject_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    subject_ru: String,
    #[diesel(sql_type = Text)]
    subject_en: String,
    #[diesel(sql_type = SmallInt)]
    semester_number: i16,
    #[diesel(sql_type = Text)]
    control: String,
    #[diesel(sql_type = SmallInt)]
    attempt: i16,
    #[diesel(sql_type = Nullable<Date>)]
    exam_date: Option<NaiveDate>,
    #[diesel(sql_type = Nullable<Text>)]
    examiner_name: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    closed: bool,
    #[diesel(sql_type = BigInt)]
    entries: i64,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct PointsRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = BigInt)]
    curriculum_id: i64,
    #[diesel(sql_type = SmallInt)]
    semester_number: i16,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    control: String,
    #[diesel(sql_type = SmallInt)]
    attempt: i16,
    #[diesel(sql_type = SmallInt)]
    points: i16,
}

const POINTS: Statement = Statement::new(
    "control_sheets.points",
    &["int8[]", "int8", "int2"],
    "SELECT e.student_id, s.curriculum_id, s.semester_number, s.edu_subject_id, s.control, s.attempt, e.points \
     FROM control_sheet_entries e JOIN control_sheets s ON s.id = e.sheet_id \
     WHERE e.student_id = ANY($1) AND s.curriculum_id = $2 AND ($3::SMALLINT IS NULL OR s.semester_number = $3)",
)
.planned_once();

/// A sheet's points of students as the journal reads them (every sheet of a curriculum, or of one
/// semester of it).
pub(crate) fn points_of(
    conn: &mut PgConnection,
    students: &[StudentId],
    curriculum: CurriculumId,
    semester: Option<i32>,
) -> Result<Vec<SheetPoints>, AppError> {
    let ids: Vec<i64> = students.iter().map(|s| s.get()).collect();
    let rows: Vec<PointsRow> = POINTS
        .query()
        .bind::<Array<BigInt>, _>(ids)
        .bind::<BigInt, _>(curriculum.get())
        .bind::<Nullable<SmallInt>, _>(semester.map(|s| s as i16))
        .load(conn)
        .map_err(internal)?;
    rows.into_iter()
        .map(|r| {
            Ok(SheetPoints {
                student: StudentId::from_stored(r.student_id),
                curriculum: CurriculumId::from_stored(r.curriculum_id),
                semester: i32::from(r.semester_number),
                subject: EduSubjectId::from_stored(r.edu_subject_id),
                control: control(&r.control)?,
                attempt: i32::from(r.attempt),
                points: Points::from_tenths(i32::from(r.points)),
            })
        })
        .collect()
}

/// What decides each sheet's closing, for a group's sheets in a curriculum.
pub(crate) fn closings_of(
    conn: &mut PgConnection,
    group: GroupId,
    curriculum: CurriculumId,
    semester: Option<i32>,
) -> Result<Vec<SheetClosing>, AppError> {
    let mut q = control_sheets::table
        .filter(control_sheets::edu_group_id.eq(group.get()))
        .filter(control_sheets::curriculum_id.eq(curriculum.get()))
        .into_boxed();
    if let Some(semester) = semester {
        q = q.filter(control_sheets::semester_number.eq(semester as i16));
    }
    let rows: Vec<SheetRowDb> = q.select(SheetRowDb::as_select()).load(conn).map_err(internal)?;
    rows.iter()
        .map(|r| {
            Ok(SheetClosing {
                key: key_of(r)?,
                curriculum: CurriculumId::from_stored(r.curriculum_id),
                institution: InstitutionId::from_stored(r.institution_id),
                closed_by_hand: r.closed_at.is_some(),
                exam_date: r.exam_date,
            })
        })
        .collect()
}

const SAVE_ENTRIES: Statement = Statement::new(
    "control_sheets.save_entries",
    &["int8", "int8[]", "int4[]"],
    "INSERT INTO control_sheet_entries AS e (sheet_id, student_id, points) \
     SELECT $1, u.s, u.p::SMALLINT FROM unnest($2::BIGINT[], $3::INTEGER[]) AS u(s, p) \
     ON CONFLICT (sheet_id, student_id) DO UPDATE SET points = EXCLUDED.points",
);

const LIST: Statement = Statement::new(
    "control_sheets.list",
    &["int2", "date", "int8", "int8", "int2", "text", "int8[]", "bool", "int8", "int8"],
    "SELECT sheets.*, count(*) OVER () AS total FROM (SELECT s.id, s.institution_id, s.edu_group_id, g.name AS group_name, s.edu_subject_id, e.code AS subject_code, \
     e.name_uz AS subject_uz, e.name_uz_cyrl AS subject_uz_cyrl, e.name_ru AS subject_ru, e.name_en AS subject_en, s.semester_number, s.control, s.attempt, \
     s.exam_date, concat_ws(' ', c.last_name, c.first_name, NULLIF(c.middle_name, '')) AS examiner_name, \
     (s.closed_at IS NOT NULL OR (s.exam_date IS NOT NULL \
     AND s.exam_date + COALESCE(js.sheet_close_days, $1)::INTEGER < $2)) AS closed, \
     (SELECT count(*) FROM control_sheet_entries x WHERE x.sheet_id = s.id) AS entries \
     FROM control_sheets s JOIN edu_groups g ON g.id = s.edu_group_id JOIN edu_subjects e ON e.id = s.edu_subject_id \
     LEFT JOIN staffs st ON st.id = s.examiner_id LEFT JOIN citizens c ON c.id = st.citizen_id \
     LEFT JOIN journal_settings js ON js.institution_id = s.institution_id \
     WHERE ($3::BIGINT IS NULL OR s.institution_id = $3) AND ($4::BIGINT IS NULL OR s.edu_group_id = $4) \
     AND ($5::SMALLINT IS NULL OR s.semester_number = $5) AND ($6::TEXT IS NULL OR s.control = $6) \
     AND ($7::BIGINT[] IS NULL OR s.examiner_id = ANY($7))) sheets \
     WHERE ($8::BOOLEAN IS NULL OR sheets.closed = $8) \
     ORDER BY sheets.id DESC LIMIT $9 OFFSET $10",
);

impl ControlSheetRepository for PgTransaction<'_> {
    fn find(&mut self, key: &SheetKey, lock: Lock) -> Result<Option<StoredSheet>, AppError> {
        find_by_key(self.conn, key, lock)
    }

    fn save(
        &mut self,
        key: &SheetKey,
        institution: InstitutionId,
        curriculum: CurriculumId,
        stored: Option<(ControlSheetId, Version)>,
        change: &SheetChange,
    ) -> Result<StoredSheet, AppError> {
        let id = match stored {
            None => diesel::insert_into(control_sheets::table)
                .values((
                    control_sheets::institution_id.eq(institution.get()),
                    control_sheets::edu_group_id.eq(key.group.get()),
                    control_sheets::edu_subject_id.eq(key.subject.get()),
                    control_sheets::curriculum_id.eq(curriculum.get()),
                    control_sheets::semester_number.eq(key.semester as i16),
                    control_sheets::control.eq(key.control.code()),
                    control_sheets::attempt.eq(key.attempt as i16),
                    control_sheets::exam_date.eq(change.exam_date),
                    control_sheets::examiner_id.eq(change.examiner.map(StaffId::get)),
                ))
                .on_conflict_do_nothing()
                .returning(control_sheets::id)
                .get_result::<i64>(self.conn)
                .optional()
                .map_err(internal)?
                .ok_or(AppError::StaleVersion)?,
            Some((id, version)) => {
                let moved = diesel::update(
                    control_sheets::table.filter(control_sheets::id.eq(id.get())).filter(control_sheets::version.eq(version.get())),
                )
                .set((
                    control_sheets::exam_date.eq(change.exam_date),
                    control_sheets::examiner_id.eq(change.examiner.map(StaffId::get)),
                    control_sheets::version.eq(version.next().get()),
                    control_sheets::updated_at.eq(Utc::now()),
                ))
                .execute(self.conn)
                .map_err(internal)?;
                stale_unless_changed(moved)?;
                id.get()
            }
        };
        let (cleared, given): (Vec<&SheetEntry>, Vec<&SheetEntry>) = change.entries.iter().partition(|e| e.points.is_none());
        if !cleared.is_empty() {
            let students: Vec<i64> = cleared.iter().map(|e| e.student.get()).collect();
            diesel::delete(
                control_sheet_entries::table
                    .filter(control_sheet_entries::sheet_id.eq(id))
                    .filter(control_sheet_entries::student_id.eq_any(students)),
            )
            .execute(self.conn)
            .map_err(internal)?;
        }
        if !given.is_empty() {
            let students: Vec<i64> = given.iter().map(|e| e.student.get()).collect();
            // A checked entry is within its control's maximum, at most 100 points: 1000 tenths.
            let points: Vec<i32> = given.iter().map(|e| e.points.map_or(0, Points::tenths)).collect();
            SAVE_ENTRIES
                .query()
                .bind::<BigInt, _>(id)
                .bind::<Array<BigInt>, _>(students)
                .bind::<Array<Integer>, _>(points)
                .execute(self.conn)
                .map_err(internal)?;
        }
        find_by_key(self.conn, key, Lock::None)?.ok_or_else(|| AppError::internal("a saved sheet was not read back"))
    }

    fn close(&mut self, sheet: &StoredSheet, by: UserId) -> Result<StoredSheet, AppError> {
        let moved = diesel::update(
            control_sheets::table.filter(control_sheets::id.eq(sheet.id.get())).filter(control_sheets::version.eq(sheet.version.get())),
        )
        .set((
            control_sheets::closed_at.eq(Some(Utc::now())),
            control_sheets::closed_by.eq(Some(by.get())),
            control_sheets::version.eq(sheet.version.next().get()),
            control_sheets::updated_at.eq(Utc::now()),
        ))
        .execute(self.conn)
        .map_err(internal)?;
        stale_unless_changed(moved)?;
        find_by_key(self.conn, &sheet.key, Lock::None)?.ok_or(AppError::NotFound)
    }

    fn list(&mut self, query: &SheetQuery, today: NaiveDate, default_close_days: u8) -> Result<Page<SheetRow>, AppError> {
        let institution = match (query.scope, query.institution) {
            (Scope::Nowhere, _) => return Ok(Page::exact(Vec::new(), 0)),
            (Scope::Institution(own), Some(asked)) if asked != own => return Ok(Page::exact(Vec::new(), 0)),
            (Scope::Institution(own), _) => Some(own),
            (Scope::Everywhere, asked) => asked,
        };
        let examiners: Option<Vec<i64>> = query.examiners.as_ref().map(|e| e.iter().map(|s| s.get()).collect());
        let load = |conn: &mut PgConnection, limit: i64, offset: i64| -> Result<Vec<ListRow>, AppError> {
            LIST.query()
                .bind::<SmallInt, _>(i16::from(default_close_days))
                .bind::<Date, _>(today)
                .bind::<Nullable<BigInt>, _>(institution.map(InstitutionId::get))
                .bind::<Nullable<BigInt>, _>(query.group.map(GroupId::get))
                .bind::<Nullable<SmallInt>, _>(query.semester.map(|s| s as i16))
                .bind::<Nullable<Text>, _>(query.control.map(Control::code))
                .bind::<Nullable<Array<BigInt>>, _>(examiners.clone())
                .bind::<Nullable<diesel::sql_types::Bool>, _>(query.state.map(|s| s == SheetState::Closed))
                .bind::<BigInt, _>(limit)
                .bind::<BigInt, _>(offset)
                .load(conn)
                .map_err(internal)
        };
        let rows = load(self.conn, query.page.limit(), query.page.offset())?;
        let total = crate::totals::carried_total(&rows, query.page.offset(), |r| r.total, || load(self.conn, 1, 0))?;
        let items = rows
            .into_iter()
            .map(|r| {
                Ok(SheetRow {
                    id: ControlSheetId::from_stored(r.id),
                    key: SheetKey {
                        group: GroupId::from_stored(r.edu_group_id),
                        subject: EduSubjectId::from_stored(r.edu_subject_id),
                        semester: i32::from(r.semester_number),
                        control: control(&r.control)?,
                        attempt: i32::from(r.attempt),
                    },
                    institution: InstitutionId::from_stored(r.institution_id),
                    group_name: r.group_name,
                    subject_code: r.subject_code,
                    subject_name: MultilingualName::from_stored(r.subject_uz, r.subject_uz_cyrl, r.subject_ru, r.subject_en),
                    exam_date: r.exam_date,
                    examiner_name: r.examiner_name.filter(|n| !n.is_empty()),
                    state: if r.closed { SheetState::Closed } else { SheetState::Open },
                    entries: r.entries,
                })
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        Ok(Page::exact(items, total))
    }

    fn points(&mut self, students: &[StudentId], curriculum: CurriculumId, semester: Option<i32>) -> Result<Vec<SheetPoints>, AppError> {
        points_of(self.conn, students, curriculum, semester)
    }

    fn closings(&mut self, group: GroupId, curriculum: CurriculumId, semester: Option<i32>) -> Result<Vec<SheetClosing>, AppError> {
        closings_of(self.conn, group, curriculum, semester)
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![POINTS, SAVE_ENTRIES, LIST]
}
