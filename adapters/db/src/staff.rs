//! Staff members: a row per employment, the person in `citizens`, positions and the subjects
//! taught on them. A page is read in four statements (total, ids, staff, positions with their
//! subjects), never one per row.

use std::collections::BTreeSet;

use application::ports::{Lock, StaffOrderField, StaffQueries, StaffQuery, StaffRepository};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Date, Integer, SmallInt, Text};
use domain::actor::Scope;
use domain::ids::{CitizenId, InstitutionId, PositionId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, Total};
use domain::passport::PassportSerial;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::position::WorkForm;
use domain::staff::{
    Citizen, CitizenDraft, Rate, StaffDraft, StaffMember, StaffPosition, StaffPositionDraft, StaffRule, StaffStatus, TaughtSubject,
};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::function_rows::FunctionRows;
use crate::roles::escape_like;
use crate::schema::{citizens, edu_subjects, institution_positions, staff_position_subjects, staff_positions, staffs};
use crate::store::PgStore;
use crate::totals::{counted, list_count, total, Counter};
use crate::unit_of_work::{PgTransaction, Root};

#[derive(Queryable, Selectable)]
#[diesel(table_name = citizens)]
struct CitizenRow {
    id: i64,
    pinfl: String,
    last_name: String,
    first_name: String,
    middle_name: String,
    birth_date: NaiveDate,
    gender: i16,
    passport: String,
    version: i32,
}

impl From<CitizenRow> for Citizen {
    fn from(row: CitizenRow) -> Self {
        Citizen {
            id: CitizenId::from_stored(row.id),
            details: CitizenDraft {
                last_name: row.last_name,
                first_name: row.first_name,
                middle_name: row.middle_name,
                pinfl: Pinfl::from_stored(row.pinfl),
                birth_date: row.birth_date,
                gender: Gender::from_code(row.gender).unwrap_or(Gender::Male),
                passport: PassportSerial::from_stored(row.passport),
            },
            version: Version::new(row.version),
        }
    }
}

/// A line of `staff_rows`: a staff member with one of its positions (if any) and one of that
/// position's subjects (if any).
#[derive(QueryableByName)]
struct StaffLine {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Integer)]
    version: i32,
    #[diesel(sql_type = BigInt)]
    citizen_id: i64,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    middle_name: String,
    #[diesel(sql_type = Date)]
    birth_date: NaiveDate,
    #[diesel(sql_type = SmallInt)]
    gender: i16,
    #[diesel(sql_type = Text)]
    passport: String,
    #[diesel(sql_type = Integer)]
    citizen_version: i32,
    #[diesel(sql_type = Text)]
    institution_uz: String,
    #[diesel(sql_type = Text)]
    institution_ru: String,
    #[diesel(sql_type = Text)]
    institution_en: String,
    #[diesel(embed)]
    position: Option<PositionLine>,
    #[diesel(embed)]
    subject: Option<SubjectLine>,
}

#[derive(QueryableByName)]
struct PositionLine {
    #[diesel(sql_type = BigInt)]
    staff_position_id: i64,
    #[diesel(sql_type = BigInt)]
    position_id: i64,
    #[diesel(sql_type = Text)]
    work_form: String,
    #[diesel(sql_type = SmallInt)]
    rate: i16,
    #[diesel(sql_type = Bool)]
    is_teaching: bool,
    #[diesel(sql_type = Text)]
    position_uz: String,
    #[diesel(sql_type = Text)]
    position_ru: String,
    #[diesel(sql_type = Text)]
    position_en: String,
}

#[derive(QueryableByName)]
struct SubjectLine {
    #[diesel(sql_type = BigInt)]
    subject_id: i64,
    #[diesel(sql_type = Text)]
    subject_code: String,
    #[diesel(sql_type = Text)]
    subject_uz: String,
    #[diesel(sql_type = Text)]
    subject_ru: String,
    #[diesel(sql_type = Text)]
    subject_en: String,
    #[diesel(sql_type = BigInt)]
    subject_type_id: i64,
    #[diesel(sql_type = Text)]
    subject_type_uz: String,
    #[diesel(sql_type = Text)]
    subject_type_ru: String,
    #[diesel(sql_type = Text)]
    subject_type_en: String,
}

fn name(uz: String, ru: String, en: String) -> MultilingualName {
    MultilingualName::from_stored(uz, ru, en)
}

impl StaffLine {
    fn member(self) -> StaffMember {
        StaffMember {
            id: StaffId::from_stored(self.id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            institution_name: name(self.institution_uz, self.institution_ru, self.institution_en),
            citizen: CitizenRow {
                id: self.citizen_id,
                pinfl: self.pinfl,
                last_name: self.last_name,
                first_name: self.first_name,
                middle_name: self.middle_name,
                birth_date: self.birth_date,
                gender: self.gender,
                passport: self.passport,
                version: self.citizen_version,
            }
            .into(),
            status: StaffStatus::parse(&self.status).unwrap_or(StaffStatus::Active),
            positions: Vec::new(),
            version: Version::new(self.version),
        }
    }
}

impl PositionLine {
    fn position(self) -> StaffPosition {
        StaffPosition {
            id: self.staff_position_id,
            position_id: PositionId::from_stored(self.position_id),
            position_name: name(self.position_uz, self.position_ru, self.position_en),
            is_teaching: self.is_teaching,
            work_form: WorkForm::parse(&self.work_form).unwrap_or(WorkForm::Main),
            rate: Rate::from_hundredths(self.rate),
            subjects: Vec::new(),
        }
    }
}

impl SubjectLine {
    fn subject(self) -> TaughtSubject {
        TaughtSubject {
            id: self.subject_id,
            code: self.subject_code,
            name: name(self.subject_uz, self.subject_ru, self.subject_en),
            type_id: self.subject_type_id,
            type_name: name(self.subject_type_uz, self.subject_type_ru, self.subject_type_en),
        }
    }
}

/// The living staff members among `ids`, in their order, with positions and subjects: one
/// statement (`staff_rows`), whose lines come grouped by member and position.
fn staff_rows(conn: &mut PgConnection, ids: &[i64]) -> QueryResult<Vec<StaffMember>> {
    let lines: Vec<StaffLine> = FunctionRows::of("staff_rows", ids).load(conn)?;
    let mut members: Vec<StaffMember> = Vec::with_capacity(ids.len());
    for mut line in lines {
        let (position, subject) = (line.position.take(), line.subject.take());
        if members.last().is_none_or(|m| m.id.get() != line.id) {
            members.push(line.member());
        }
        let Some(member) = members.last_mut() else { continue };
        if let Some(position) = position {
            if member.positions.last().is_none_or(|p| p.id != position.staff_position_id) {
                member.positions.push(position.position());
            }
        }
        if let (Some(position), Some(subject)) = (member.positions.last_mut(), subject) {
            position.subjects.push(subject.subject());
        }
    }
    Ok(members)
}

fn find_staff(conn: &mut PgConnection, id: StaffId) -> QueryResult<Option<StaffMember>> {
    Ok(staff_rows(conn, &[id.get()])?.pop())
}

/// The conditions of a list query, on `staffs` columns only, so that the count needs no join.
macro_rules! staff_filters {
    ($q:expr, $query:expr) => {{
        let query: &StaffQuery = $query;
        let mut q = $q.filter(staffs::deleted_at.is_null());
        match query.scope {
            Scope::Everywhere => {}
            Scope::Institution(id) => q = q.filter(staffs::institution_id.eq(id.get())),
            Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
        }
        if let Some(id) = query.institution_id {
            q = q.filter(staffs::institution_id.eq(id.get()));
        }
        if let Some(status) = query.status {
            q = q.filter(staffs::status.eq(status.code()));
        }
        if let Some(position) = query.position_id {
            q = q.filter(
                sql::<Bool>("EXISTS (SELECT 1 FROM staff_positions sp WHERE sp.staff_id = staffs.id AND sp.position_id = ")
                    .bind::<BigInt, _>(position.get())
                    .sql(")"),
            );
        }
        if query.teachers_only {
            q = q.filter(staffs::teaching.eq(true));
        }
        if let Some(subject) = query.edu_subject_id {
            q = q.filter(
                sql::<Bool>(
                    "EXISTS (SELECT 1 FROM staff_positions sp JOIN staff_position_subjects sps ON sps.staff_position_id = sp.id \
                     WHERE sp.staff_id = staffs.id AND sps.edu_subject_id = ",
                )
                .bind::<BigInt, _>(subject)
                .sql(")"),
            );
        }
        if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            if search.bytes().all(|b| b.is_ascii_digit()) {
                q = q.filter(
                    sql::<Bool>("staffs.citizen_id IN (SELECT id FROM citizens WHERE pinfl LIKE ")
                        .bind::<Text, _>(format!("{search}%"))
                        .sql(")"),
                );
            } else {
                q = q.filter(
                    sql::<Bool>(
                        "staffs.citizen_id IN (SELECT id FROM citizens WHERE (last_name || ' ' || first_name || ' ' || middle_name) ILIKE ",
                    )
                    .bind::<Text, _>(format!("%{}%", escape_like(search)))
                    .sql(")"),
                );
            }
        }
        q
    }};
}

fn matching(query: &StaffQuery) -> diesel::dsl::IntoBoxed<'_, staffs::table, diesel::pg::Pg> {
    staff_filters!(staffs::table.into_boxed(), query)
}

/// `q` in the order the list asks for. By name, the key kept on the staff row (last, first and
/// middle name), so that the page's ids come from a staff index however many citizens there are.
fn ordered<'a>(
    q: diesel::dsl::IntoBoxed<'a, staffs::table, diesel::pg::Pg>,
    query: &StaffQuery,
) -> diesel::dsl::IntoBoxed<'a, staffs::table, diesel::pg::Pg> {
    match (query.ordering.field, query.ordering.descending) {
        (StaffOrderField::Id, false) => q.order(staffs::id.asc()),
        (StaffOrderField::Id, true) => q.order(staffs::id.desc()),
        (StaffOrderField::FullName, false) => q.order((staffs::full_name_key.asc(), staffs::id.asc())),
        (StaffOrderField::FullName, true) => q.order((staffs::full_name_key.desc(), staffs::id.asc())),
    }
}

/// The counter that answers the list's total, when its filters are only institution and status.
fn counter(query: &StaffQuery) -> Option<Counter> {
    let plain =
        query.position_id.is_none() && query.edu_subject_id.is_none() && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("staff", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())).with_kind(query.teachers_only.then_some("true")))
}

fn insert_positions(conn: &mut PgConnection, staff_id: i64, positions: &[StaffPositionDraft]) -> QueryResult<()> {
    for position in positions {
        let id: i64 = diesel::insert_into(staff_positions::table)
            .values((
                staff_positions::staff_id.eq(staff_id),
                staff_positions::position_id.eq(position.position_id.get()),
                staff_positions::work_form.eq(position.work_form.code()),
                staff_positions::rate.eq(position.rate.hundredths()),
            ))
            .returning(staff_positions::id)
            .get_result(conn)?;
        let subjects: Vec<_> = position
            .edu_subject_ids
            .iter()
            .map(|subject| (staff_position_subjects::staff_position_id.eq(id), staff_position_subjects::edu_subject_id.eq(subject)))
            .collect();
        if !subjects.is_empty() {
            diesel::insert_into(staff_position_subjects::table).values(subjects).execute(conn)?;
        }
    }
    Ok(())
}

fn employment_conflict(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("staffs_institution_citizen_key") => AppError::conflict(StaffRule::AlreadyEmployed),
        _ => internal(error),
    }
}

impl StaffQueries for PgStore {
    fn list(&self, query: &StaffQuery) -> Result<Page<StaffMember>, AppError> {
        let mut conn = self.conn()?;
        // The page's ids from one table's indexes (a statement planned in microseconds, as its
        // limit and offset ask), with the total from the counters beside them in the same
        // statement; then their rows, positions and subjects in one statement planned once per
        // connection. A deep page skips index entries, not joined rows.
        let page = ordered(matching(query), query).limit(query.page.limit()).offset(query.page.offset());
        let (ids, total): (Vec<i64>, Total) = match counter(query) {
            Some(counter) => {
                let sum =
                    diesel::select(list_count(counter.entity, counter.institution, counter.status.as_deref(), counter.kind.as_deref()))
                        .single_value();
                let rows: Vec<(i64, Option<i64>)> = page.select((staffs::id, sum)).load(&mut conn).map_err(internal)?;
                let total = match rows.first() {
                    Some((_, Some(total))) => *total,
                    _ => counted(&mut conn, &counter).map_err(internal)?,
                };
                (rows.into_iter().map(|(id, _)| id).collect(), Total::Exact(total))
            }
            None => (
                page.select(staffs::id).load(&mut conn).map_err(internal)?,
                total(&mut conn, None, || matching(query).select(staffs::id)).map_err(internal)?,
            ),
        };
        let items = staff_rows(&mut conn, &ids).map_err(internal)?;
        Ok(Page::new(items, total))
    }

    fn find(&self, id: StaffId) -> Result<Option<StaffMember>, AppError> {
        let mut conn = self.conn()?;
        find_staff(&mut conn, id).map_err(internal)
    }

    fn find_citizen(&self, pinfl: &Pinfl) -> Result<Option<Citizen>, AppError> {
        let mut conn = self.conn()?;
        let row: Option<CitizenRow> = citizens::table
            .filter(citizens::pinfl.eq(pinfl.as_str()))
            .select(CitizenRow::as_select())
            .first(&mut conn)
            .optional()
            .map_err(internal)?;
        Ok(row.map(Citizen::from))
    }
}

impl StaffRepository for PgTransaction<'_> {
    fn find(&mut self, id: StaffId, lock: Lock) -> Result<Option<StaffMember>, AppError> {
        if !self.lock_root(lock, Root::Staffs, id.get())? {
            return Ok(None);
        }
        find_staff(self.conn, id).map_err(internal)
    }

    fn teaching_positions(&mut self, ids: &[PositionId]) -> Result<Vec<(PositionId, bool)>, AppError> {
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<(i64, bool)> = institution_positions::table
            .filter(institution_positions::id.eq_any(&ids))
            .select((institution_positions::id, institution_positions::is_teaching))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows.into_iter().map(|(id, teaching)| (PositionId::from_stored(id), teaching)).collect())
    }

    fn known_subjects(&mut self, ids: &[i64]) -> Result<BTreeSet<i64>, AppError> {
        let rows: Vec<i64> =
            edu_subjects::table.filter(edu_subjects::id.eq_any(ids)).select(edu_subjects::id).load(self.conn).map_err(internal)?;
        Ok(rows.into_iter().collect())
    }

    fn insert(&mut self, institution: InstitutionId, citizen: CitizenId, draft: &StaffDraft) -> Result<StaffMember, AppError> {
        let id: i64 = diesel::insert_into(staffs::table)
            .values((
                staffs::institution_id.eq(institution.get()),
                staffs::citizen_id.eq(citizen.get()),
                staffs::status.eq(draft.status.code()),
            ))
            .returning(staffs::id)
            .get_result(self.conn)
            .map_err(employment_conflict)?;
        insert_positions(self.conn, id, &draft.positions).map_err(internal)?;
        find_staff(self.conn, StaffId::from_stored(id)).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn save(&mut self, id: StaffId, draft: &StaffDraft, version: Version) -> Result<StaffMember, AppError> {
        let changed = diesel::update(
            staffs::table.filter(staffs::id.eq(id.get()).and(staffs::version.eq(version.get())).and(staffs::deleted_at.is_null())),
        )
        .set((staffs::status.eq(draft.status.code()), staffs::version.eq(staffs::version + 1), staffs::updated_at.eq(Utc::now())))
        .execute(self.conn)
        .map_err(internal)?;
        stale_unless_changed(changed)?;
        diesel::delete(staff_positions::table.filter(staff_positions::staff_id.eq(id.get()))).execute(self.conn).map_err(internal)?;
        insert_positions(self.conn, id.get(), &draft.positions).map_err(internal)?;
        find_staff(self.conn, id).map_err(internal)?.ok_or(AppError::NotFound)
    }

    fn delete(&mut self, member: &StaffMember) -> Result<(), AppError> {
        diesel::update(staffs::table.find(member.id.get()))
            .set((staffs::deleted_at.eq(Some(Utc::now())), staffs::version.eq(staffs::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}
