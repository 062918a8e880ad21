import { equipmentPath, saveEquipmentPath } from "@ironpath/domain/training/equipment-paths";
import {
  equipmentResponseSchema,
  equipmentSavedSchema,
  equipmentSchema,
} from "@ironpath/domain/training/strength/equipment.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { saveEquipment } from "../../services/training/equipment.js";
import { errorSchema } from "../schemas.js";

const tags = ["profile"];

/** The lifter's bar and plates (issue 11): what a barbell load's plates per side and warm-ups use. */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session check read them with the user: no statement of its own.
  app.get(
    equipmentPath,
    { ...signedIn, schema: { tags, response: { 200: equipmentResponseSchema, 401: errorSchema } } },
    async (request) => ({ data: requireUser(request).equipment }),
  );

  app.post(
    saveEquipmentPath,
    {
      ...signedIn,
      schema: {
        tags,
        body: equipmentSchema,
        response: { 200: equipmentSavedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await saveEquipment(app.db, requireUser(request).id, request.body),
    }),
  );
};
