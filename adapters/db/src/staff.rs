//! Staff members: a row per employment, the person in `citizens`, positions and the subjects
//! taught on them. A page is read in four statements (count, staff, positions, subjects), never
//! one per row.

use std::collections::{BTreeSet, HashMap};

use application::ports::{Lock, StaffOrderField, StaffQueries, StaffQuery, StaffRepository};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Text};
use domain::actor::Scope;
use domain::ids::{CitizenId, InstitutionId, PositionId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::passport::PassportSerial;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::position::WorkForm;
use domain::staff::{
    Citizen, CitizenDraft, Rate, StaffDraft, StaffMember, StaffPosition, StaffPositionDraft, StaffRule, StaffStatus, TaughtSubject,
};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::escape_like;
use crate::schema::{
    citizens, edu_subject_types, edu_subjects, institution_positions, institutions, staff_position_subjects, staff_positions, staffs,
};
use crate::store::PgStore;
use crate::totals::{total, Counter};
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

#[derive(Queryable, Selectable)]
#[diesel(table_name = staffs)]
struct StaffRow {
    id: i64,
    institution_id: i64,
    status: String,
    version: i32,
}

type Loaded = (StaffRow, CitizenRow, (String, String, String));

fn name(uz: String, ru: String, en: String) -> MultilingualName {
    MultilingualName::from_stored(uz, ru, en)
}

type PositionRow = (i64, i64, i64, String, i16, bool, String, String, String);
type SubjectRow = (i64, String, String, String, String, i64, String, String, String);

/// The positions, with their subjects, of the given staff members: one statement.
fn positions_of(conn: &mut PgConnection, staff_ids: &[i64]) -> QueryResult<HashMap<i64, Vec<StaffPosition>>> {
    let rows: Vec<(PositionRow, Option<SubjectRow>)> = staff_positions::table
        .inner_join(institution_positions::table)
        .left_join(staff_position_subjects::table.inner_join(edu_subjects::table.inner_join(edu_subject_types::table)))
        .filter(staff_positions::staff_id.eq_any(staff_ids))
        .order((staff_positions::staff_id, staff_positions::id, edu_subjects::name_uz, edu_subjects::id))
        .select((
            (
                staff_positions::id,
                staff_positions::staff_id,
                staff_positions::position_id,
                staff_positions::work_form,
                staff_positions::rate,
                institution_positions::is_teaching,
                institution_positions::name_uz,
                institution_positions::name_ru,
                institution_positions::name_en,
            ),
            (
                edu_subjects::id,
                edu_subjects::code,
                edu_subjects::name_uz,
                edu_subjects::name_ru,
                edu_subjects::name_en,
                edu_subject_types::id,
                edu_subject_types::name_uz,
                edu_subject_types::name_ru,
                edu_subject_types::name_en,
            )
                .nullable(),
        ))
        .load(conn)?;
    let mut by_staff: HashMap<i64, Vec<StaffPosition>> = HashMap::new();
    for ((id, staff_id, position_id, work_form, rate, is_teaching, uz, ru, en), subject) in rows {
        let positions = by_staff.entry(staff_id).or_default();
        if positions.last().is_none_or(|p| p.id != id) {
            positions.push(StaffPosition {
                id,
                position_id: PositionId::from_stored(position_id),
                position_name: name(uz, ru, en),
                is_teaching,
                work_form: WorkForm::parse(&work_form).unwrap_or(WorkForm::Main),
                rate: Rate::from_hundredths(rate),
                subjects: Vec::new(),
            });
        }
        if let (Some(position), Some((id, code, uz, ru, en, type_id, tuz, tru, ten))) = (positions.last_mut(), subject) {
            position.subjects.push(TaughtSubject { id, code, name: name(uz, ru, en), type_id, type_name: name(tuz, tru, ten) });
        }
    }
    Ok(by_staff)
}

fn assemble(conn: &mut PgConnection, rows: Vec<Loaded>) -> QueryResult<Vec<StaffMember>> {
    let ids: Vec<i64> = rows.iter().map(|(s, _, _)| s.id).collect();
    let mut positions = positions_of(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(|(staff, citizen, (uz, ru, en))| StaffMember {
            id: StaffId::from_stored(staff.id),
            institution_id: InstitutionId::from_stored(staff.institution_id),
            institution_name: name(uz, ru, en),
            citizen: citizen.into(),
            status: StaffStatus::parse(&staff.status).unwrap_or(StaffStatus::Active),
            positions: positions.remove(&staff.id).unwrap_or_default(),
            version: Version::new(staff.version),
        })
        .collect())
}

fn find_staff(conn: &mut PgConnection, id: StaffId) -> QueryResult<Option<StaffMember>> {
    let row: Option<Loaded> = staffs::table
        .inner_join(citizens::table)
        .inner_join(institutions::table)
        .filter(staffs::id.eq(id.get()).and(staffs::deleted_at.is_null()))
        .select((StaffRow::as_select(), CitizenRow::as_select(), (institutions::name_uz, institutions::name_ru, institutions::name_en)))
        .first(conn)
        .optional()?;
    Ok(assemble(conn, row.into_iter().collect())?.pop())
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
        let total = total(&mut conn, counter(query), || matching(query).select(staffs::id)).map_err(internal)?;
        // The page's ids from the indexes alone, and only their rows joined: a deep page skips
        // index entries, not joined rows. One statement.
        let (limit, offset) = (query.page.limit(), query.page.offset());
        let page = || {
            staffs::table.inner_join(citizens::table).inner_join(institutions::table).select((
                StaffRow::as_select(),
                CitizenRow::as_select(),
                (institutions::name_uz, institutions::name_ru, institutions::name_en),
            ))
        };
        // By the name key kept on the staff row (last, first and middle name), so that the page's
        // ids come from a staff index however many citizens there are.
        let by_name = (staffs::full_name_key.asc(), staffs::id.asc());
        let by_name_desc = (staffs::full_name_key.desc(), staffs::id.asc());
        let rows: Vec<Loaded> = match (query.ordering.field, query.ordering.descending) {
            (StaffOrderField::Id, false) => page()
                .filter(staffs::id.eq_any(matching(query).order(staffs::id.asc()).select(staffs::id).limit(limit).offset(offset)))
                .order(staffs::id.asc())
                .load(&mut conn),
            (StaffOrderField::Id, true) => page()
                .filter(staffs::id.eq_any(matching(query).order(staffs::id.desc()).select(staffs::id).limit(limit).offset(offset)))
                .order(staffs::id.desc())
                .load(&mut conn),
            (StaffOrderField::FullName, false) => page()
                .filter(staffs::id.eq_any(matching(query).order(by_name).select(staffs::id).limit(limit).offset(offset)))
                .order(by_name)
                .load(&mut conn),
            (StaffOrderField::FullName, true) => page()
                .filter(staffs::id.eq_any(matching(query).order(by_name_desc).select(staffs::id).limit(limit).offset(offset)))
                .order(by_name_desc)
                .load(&mut conn),
        }
        .map_err(internal)?;
        let items = assemble(&mut conn, rows).map_err(internal)?;
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
