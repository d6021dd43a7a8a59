//! Staff members: a row per employment, the person in `citizens`, positions and the subjects
//! taught on them. A page is read in four statements (count, staff, positions, subjects), never
//! one per row.

use std::collections::{BTreeSet, HashMap};

use application::ports::{AuditContext, StaffOrderField, StaffQuery, StaffRepository};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Text};
use domain::actor::Scope;
use domain::audit::EntityType;
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
use serde_json::Value;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, unique_violation, TxError};
use crate::roles::escape_like;
use crate::schema::{
    citizens, edu_subject_types, edu_subjects, institution_positions, institutions, staff_position_subjects, staff_positions, staffs,
};
use crate::store::PgStore;
use crate::totals::{total, Counter};

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

fn snapshot(member: &StaffMember) -> Snapshot {
    let citizen = &member.citizen.details;
    let mut fields = Snapshot::new();
    fields.insert("institution_id".into(), member.institution_id.get().into());
    fields.insert("citizen_id".into(), member.citizen.id.get().into());
    fields.insert("last_name".into(), citizen.last_name.clone().into());
    fields.insert("first_name".into(), citizen.first_name.clone().into());
    fields.insert("middle_name".into(), citizen.middle_name.clone().into());
    fields.insert("pinfl".into(), citizen.pinfl.as_str().into());
    fields.insert("birth_date".into(), citizen.birth_date.to_string().into());
    fields.insert("gender".into(), citizen.gender.code().into());
    fields.insert("passport".into(), citizen.passport.as_str().into());
    fields.insert("status".into(), member.status.code().into());
    let positions: Vec<Value> = member
        .positions
        .iter()
        .map(|p| {
            let subjects: Vec<String> = p.subjects.iter().map(|s| s.id.to_string()).collect();
            format!("{}: {} {:.2} [{}]", p.position_id, p.work_form.code(), p.rate.as_f64(), subjects.join(", ")).into()
        })
        .collect();
    fields.insert("staff_positions".into(), Value::Array(positions));
    fields
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
            q = q.filter(sql::<Bool>(
                "EXISTS (SELECT 1 FROM staff_positions sp JOIN institution_positions ip ON ip.id = sp.position_id \
                 WHERE sp.staff_id = staffs.id AND ip.is_teaching)",
            ));
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
    let plain = query.position_id.is_none()
        && !query.teachers_only
        && query.edu_subject_id.is_none()
        && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("staff", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())))
}

/// The person with the draft's PINFL, recorded or brought up to date; their id.
fn upsert_citizen(conn: &mut PgConnection, citizen: &CitizenDraft) -> QueryResult<i64> {
    crate::citizens::upsert(conn, std::slice::from_ref(citizen))?.remove(citizen.pinfl.as_str()).ok_or(diesel::result::Error::NotFound)
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

fn employment_conflict(error: diesel::result::Error) -> TxError {
    match unique_violation(&error) {
        Some("staffs_institution_citizen_key") => TxError(AppError::conflict(StaffRule::AlreadyEmployed)),
        Some("citizens_pinfl_key") => TxError(AppError::conflict(StaffRule::PinflTaken)),
        _ => error.into(),
    }
}

impl StaffRepository for PgStore {
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

    fn teaching_positions(&self, ids: &[PositionId]) -> Result<Vec<(PositionId, bool)>, AppError> {
        let mut conn = self.conn()?;
        let ids: Vec<i64> = ids.iter().map(|id| id.get()).collect();
        let rows: Vec<(i64, bool)> = institution_positions::table
            .filter(institution_positions::id.eq_any(&ids))
            .select((institution_positions::id, institution_positions::is_teaching))
            .load(&mut conn)
            .map_err(internal)?;
        Ok(rows.into_iter().map(|(id, teaching)| (PositionId::from_stored(id), teaching)).collect())
    }

    fn known_subjects(&self, ids: &[i64]) -> Result<BTreeSet<i64>, AppError> {
        let mut conn = self.conn()?;
        let rows: Vec<i64> =
            edu_subjects::table.filter(edu_subjects::id.eq_any(ids)).select(edu_subjects::id).load(&mut conn).map_err(internal)?;
        Ok(rows.into_iter().collect())
    }

    fn create(&self, institution: InstitutionId, draft: &StaffDraft, audit: &AuditContext) -> Result<StaffMember, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let citizen_id = upsert_citizen(conn, &draft.citizen)?;
            let id: i64 = diesel::insert_into(staffs::table)
                .values((
                    staffs::institution_id.eq(institution.get()),
                    staffs::citizen_id.eq(citizen_id),
                    staffs::status.eq(draft.status.code()),
                ))
                .returning(staffs::id)
                .get_result(conn)
                .map_err(employment_conflict)?;
            insert_positions(conn, id, &draft.positions)?;
            let member = find_staff(conn, StaffId::from_stored(id))?.ok_or(TxError(AppError::NotFound))?;
            record(conn, &audit.within(institution), EntityType::Staff, Some(id), diff(None, Some(&snapshot(&member))))?;
            Ok(member)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: StaffId, draft: &StaffDraft, version: Version, audit: &AuditContext) -> Result<StaffMember, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_staff(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let changed = diesel::update(
                staffs::table.filter(staffs::id.eq(id.get()).and(staffs::version.eq(version.get())).and(staffs::deleted_at.is_null())),
            )
            .set((staffs::status.eq(draft.status.code()), staffs::version.eq(staffs::version + 1), staffs::updated_at.eq(Utc::now())))
            .execute(conn)?;
            if changed == 0 {
                return Err(TxError(AppError::StaleVersion));
            }
            let citizen = &draft.citizen;
            diesel::update(citizens::table.find(before.citizen.id.get()))
                .set((
                    citizens::pinfl.eq(citizen.pinfl.as_str()),
                    citizens::last_name.eq(&citizen.last_name),
                    citizens::first_name.eq(&citizen.first_name),
                    citizens::middle_name.eq(&citizen.middle_name),
                    citizens::birth_date.eq(citizen.birth_date),
                    citizens::gender.eq(citizen.gender.code()),
                    citizens::passport.eq(citizen.passport.as_str()),
                    citizens::version.eq(citizens::version + 1),
                    citizens::updated_at.eq(Utc::now()),
                ))
                .execute(conn)
                .map_err(employment_conflict)?;
            diesel::delete(staff_positions::table.filter(staff_positions::staff_id.eq(id.get()))).execute(conn)?;
            insert_positions(conn, id.get(), &draft.positions)?;
            let after = find_staff(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            record(
                conn,
                &audit.within(after.institution_id),
                EntityType::Staff,
                Some(id.get()),
                diff(Some(&snapshot(&before)), Some(&snapshot(&after))),
            )?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: StaffId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_staff(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            diesel::update(staffs::table.find(id.get()))
                .set((staffs::deleted_at.eq(Some(Utc::now())), staffs::version.eq(staffs::version + 1)))
                .execute(conn)?;
            record(conn, &audit.within(before.institution_id), EntityType::Staff, Some(id.get()), diff(Some(&snapshot(&before)), None))?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}
