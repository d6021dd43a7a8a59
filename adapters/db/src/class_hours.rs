use application::ports::{AuditContext, ClassHourQuery, ClassHourRepository};
use application::AppError;
use chrono::{NaiveTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};
use domain::actor::Scope;
use domain::audit::EntityType;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourRule};
use domain::ids::{ClassHourId, InstitutionId};
use domain::paging::Page;
use domain::version::Version;

use crate::audit::{diff, record, Snapshot};
use crate::errors::{internal, TxError};
use crate::schema::class_hours;
use crate::store::PgStore;
use crate::totals::total;

#[derive(Queryable, Selectable)]
#[diesel(table_name = class_hours)]
struct ClassHourRow {
    id: i64,
    institution_id: i64,
    number: i16,
    start_time: NaiveTime,
    end_time: NaiveTime,
    version: i32,
}

impl ClassHourRow {
    fn into_class_hour(self) -> ClassHour {
        ClassHour {
            id: ClassHourId::from_stored(self.id),
            institution_id: InstitutionId::from_stored(self.institution_id),
            details: ClassHourDraft { number: self.number, start: self.start_time, end: self.end_time },
            version: Version::new(self.version),
        }
    }
}

fn snapshot(hour: &ClassHour) -> Snapshot {
    let d = &hour.details;
    let mut fields = Snapshot::new();
    fields.insert("number".into(), d.number.into());
    fields.insert("start_time".into(), d.start.format("%H:%M").to_string().into());
    fields.insert("end_time".into(), d.end.format("%H:%M").to_string().into());
    fields
}

/// The constraints that hold the rules when two edits race past the domain's check.
fn clash(draft: &ClassHourDraft) -> impl Fn(Error) -> TxError + '_ {
    move |error| match &error {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
            TxError(AppError::conflict(ClassHourRule::NumberTaken { number: draft.number }))
        }
        Error::DatabaseError(_, info) if info.constraint_name() == Some("class_hours_no_overlap") => {
            TxError(AppError::conflict(ClassHourRule::Overlaps { number: None }))
        }
        _ => TxError::from(error),
    }
}

fn find_hour(conn: &mut PgConnection, id: ClassHourId) -> QueryResult<Option<ClassHour>> {
    Ok(class_hours::table.find(id.get()).select(ClassHourRow::as_select()).first(conn).optional()?.map(ClassHourRow::into_class_hour))
}

type Boxed<'a> = class_hours::BoxedQuery<'a, diesel::pg::Pg>;

fn filtered(query: &ClassHourQuery) -> Boxed<'_> {
    let mut q = class_hours::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(class_hours::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(class_hours::id.lt(0)),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(class_hours::institution_id.eq(id.get()));
    }
    q
}

impl ClassHourRepository for PgStore {
    fn list(&self, query: &ClassHourQuery) -> Result<Page<ClassHour>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, None, || filtered(query).select(class_hours::id)).map_err(internal)?;
        let rows: Vec<ClassHourRow> = filtered(query)
            .order((class_hours::institution_id, class_hours::number))
            .select(ClassHourRow::as_select())
            .limit(query.page.limit())
            .offset(query.page.offset())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(Page::new(rows.into_iter().map(ClassHourRow::into_class_hour).collect(), total))
    }

    fn find(&self, id: ClassHourId) -> Result<Option<ClassHour>, AppError> {
        let mut conn = self.conn()?;
        find_hour(&mut conn, id).map_err(internal)
    }

    fn of_institution(&self, institution: InstitutionId) -> Result<Vec<ClassHour>, AppError> {
        let mut conn = self.conn()?;
        let rows: Vec<ClassHourRow> = class_hours::table
            .filter(class_hours::institution_id.eq(institution.get()))
            .order(class_hours::number)
            .select(ClassHourRow::as_select())
            .load(&mut conn)
            .map_err(internal)?;
        Ok(rows.into_iter().map(ClassHourRow::into_class_hour).collect())
    }

    fn create(&self, institution: InstitutionId, draft: &ClassHourDraft, audit: &AuditContext) -> Result<ClassHour, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let hour = diesel::insert_into(class_hours::table)
                .values((
                    class_hours::institution_id.eq(institution.get()),
                    class_hours::number.eq(draft.number),
                    class_hours::start_time.eq(draft.start),
                    class_hours::end_time.eq(draft.end),
                ))
                .returning(ClassHourRow::as_returning())
                .get_result(conn)
                .map_err(clash(draft))?
                .into_class_hour();
            record(conn, &audit.within(institution), EntityType::ClassHour, Some(hour.id.get()), diff(None, Some(&snapshot(&hour))))?;
            Ok(hour)
        })
        .map_err(|e| e.0)
    }

    fn update(&self, id: ClassHourId, draft: &ClassHourDraft, version: Version, audit: &AuditContext) -> Result<ClassHour, AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_hour(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            let updated: Option<ClassHourRow> =
                diesel::update(class_hours::table.filter(class_hours::id.eq(id.get()).and(class_hours::version.eq(version.get()))))
                    .set((
                        class_hours::number.eq(draft.number),
                        class_hours::start_time.eq(draft.start),
                        class_hours::end_time.eq(draft.end),
                        class_hours::version.eq(class_hours::version + 1),
                        class_hours::updated_at.eq(Utc::now()),
                    ))
                    .returning(ClassHourRow::as_returning())
                    .get_result(conn)
                    .optional()
                    .map_err(clash(draft))?;
            let after = updated.ok_or(TxError(AppError::StaleVersion))?.into_class_hour();
            record(
                conn,
                &audit.within(after.institution_id),
                EntityType::ClassHour,
                Some(id.get()),
                diff(Some(&snapshot(&before)), Some(&snapshot(&after))),
            )?;
            Ok(after)
        })
        .map_err(|e| e.0)
    }

    fn delete(&self, id: ClassHourId, audit: &AuditContext) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| {
            let before = find_hour(conn, id)?.ok_or(TxError(AppError::NotFound))?;
            diesel::delete(class_hours::table.find(id.get())).execute(conn)?;
            record(
                conn,
                &audit.within(before.institution_id),
                EntityType::ClassHour,
                Some(id.get()),
                diff(Some(&snapshot(&before)), None),
            )?;
            Ok(())
        })
        .map_err(|e| e.0)
    }
}
